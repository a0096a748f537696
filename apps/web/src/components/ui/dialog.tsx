import { Dialog as Primitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CloseIcon } from './icons';

export const Dialog = Primitive.Root;
export const DialogTitle = Primitive.Title;
export const DialogDescription = Primitive.Description;
export const DialogClose = Primitive.Close;

type ContentProps = ComponentProps<typeof Primitive.Content> & {
  /** Width in px on screens wide enough for it (spec §9: login 526, agreement 826). */
  width: number;
  closeLabel: string;
  /** Below 640 px, fill the screen as a sheet instead of floating (long forms on phones). */
  sheetOnPhone?: boolean;
  children: ReactNode;
};

/** A centred modal: overlay, focus trap, Escape and outside click to close, a labelled close button. */
export function DialogContent({ width, closeLabel, sheetOnPhone, className, children, style, ...props }: ContentProps) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <Primitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
          sheetOnPhone &&
            'max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:px-4 max-sm:pb-8',
          className,
        )}
        style={{ maxWidth: width, ...style }}
        {...props}
      >
        {children}
        <Primitive.Close
          aria-label={closeLabel}
          className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <CloseIcon />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}
