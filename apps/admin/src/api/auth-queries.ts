import { queryOptions } from '@tanstack/react-query';
import { ERROR_CODES } from '@storefront/contracts';
import type { StaffSession } from '../app/session';
import { adminFetch } from './client';

export type StaffMe = {
  email: string;
  role: StaffSession['role'];
  merchantNumber: string;
  merchantTitle: string;
  operator: boolean;
  refundLimits: Partial<Record<string, number>> | null;
  totpEnabled: boolean;
  /** An owner or operator in production must enrol TOTP before the desk opens. */
  totpSetupRequired: boolean;
};

export const meQuery = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => adminFetch<StaffMe>('/auth/me', { signal }),
    staleTime: 300_000,
  });

/** The code the login answers when the account has TOTP on and no code was sent (the code field then shows). */
export const TOTP_REQUIRED_CODE = (ERROR_CODES as Record<string, { code: number } | undefined>).totpRequired?.code;

export type LoginAnswer = { token: string; staff: Omit<StaffSession, 'token'>; totpSetupRequired?: boolean };
