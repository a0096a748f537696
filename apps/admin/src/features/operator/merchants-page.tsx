import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { LoginAnswer } from '../../api/auth-queries';
import { adminFetch } from '../../api/client';
import { session } from '../../app/session';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';

type Merchant = { number: string; title: string; owners: string[] };

function CreateMerchant() {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ number: '', title: '', ownerEmail: '' });
  const [error, setError] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await adminFetch('/operator/merchants', { method: 'POST', body: form });
      toast.success(`Merchant ${form.number} created; ${form.ownerEmail} is invited`);
      setForm({ number: '', title: '', ownerEmail: '' });
      await queryClient.invalidateQueries({ queryKey: ['merchants'] });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The merchant was not created');
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-4" aria-label="New merchant">
      <TextField
        label="Business number"
        inputMode="numeric"
        value={form.number}
        onChange={(e) => setForm({ ...form, number: e.target.value })}
      />
      <TextField label="Title" value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} />
      <TextField
        label="First owner’s email"
        type="email"
        value={form.ownerEmail}
        onChange={(e) => setForm({ ...form, ownerEmail: e.target.value })}
      />
      <div className="flex items-end">
        <Button type="submit" variant="primary" disabled={!form.number || !form.title || !form.ownerEmail}>
          Create and invite
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-4">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The platform operator's list: every merchant, entered with an audited, merchant-scoped session. */
export function MerchantsPage() {
  const merchants = useQuery({
    queryKey: ['merchants'],
    queryFn: ({ signal }) => adminFetch<Merchant[]>('/operator/merchants', { signal }),
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  async function enter(number: string) {
    try {
      const answer = await adminFetch<LoginAnswer>('/operator/enter', {
        method: 'POST',
        body: { merchantNumber: number },
      });
      queryClient.clear();
      session.set({ token: answer.token, ...answer.staff });
      navigate('/', { replace: true });
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Could not enter');
    }
  }
  return (
    <Page title="Merchants">
      <Section title="New merchant">
        <CreateMerchant />
      </Section>
      {merchants.isPending ? <Loading /> : null}
      {merchants.isError ? <LoadError error={merchants.error} /> : null}
      <ul className="flex flex-col gap-2" aria-label="Merchants">
        {merchants.data?.map((merchant) => (
          <li
            key={merchant.number}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3"
          >
            <div>
              <p className="font-medium">
                {merchant.title} <span className="font-mono text-xs text-slate-700">{merchant.number}</span>
              </p>
              <p className="text-xs text-slate-700">Owners: {merchant.owners.join(', ') || 'none yet'}</p>
            </div>
            <Button onClick={() => void enter(merchant.number)}>Enter desk</Button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
