import type { DeskOrderDetail } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { TextArea } from '../../components/ui/field';
import { Section } from '../../components/ui/page';
import { StateBadge } from '../../components/ui/state-badge';
import { formatDateTime } from '../../lib/format';
import { useOrderAction } from './order-queries';

export function HistorySection({ order }: { order: DeskOrderDetail }) {
  return (
    <Section title="History">
      <ol className="flex flex-col gap-2 text-sm">
        {order.history.map((entry, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2">
            <StateBadge state={entry.status} />
            <span className="text-slate-700">{formatDateTime(entry.at)}</span>
            {entry.note ? <span className="w-full text-slate-800 sm:w-auto">{entry.note}</span> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function MailSection({ order }: { order: DeskOrderDetail }) {
  return (
    <Section title="Mail sent">
      {order.mails.length === 0 ? <p className="text-sm text-slate-700">No mail sent yet.</p> : null}
      <ul className="flex flex-col gap-1 text-sm">
        {order.mails.map((mail, index) => (
          <li key={index} className="rounded bg-slate-50 px-2 py-1">
            <span className="font-medium">{mail.subject}</span>
            <span className="block text-xs text-slate-700">
              {mail.to} · {mail.event} · {mail.status} · {formatDateTime(mail.at)}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function NotesSection({ order }: { order: DeskOrderDetail }) {
  const [text, setText] = useState('');
  const addNote = useOrderAction(order.ocode, 'notes');
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await addNote.mutateAsync({ text });
      setText('');
      toast.success('Note added');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The note was not saved');
    }
  }
  return (
    <Section title="Internal notes">
      <ul className="mb-3 flex flex-col gap-2 text-sm">
        {order.notes.map((note) => (
          <li key={note.id} className="rounded border-l-4 border-slate-300 bg-slate-50 px-2 py-1">
            <p className="whitespace-pre-wrap">{note.text}</p>
            <p className="text-xs text-slate-700">
              {note.author} · {formatDateTime(note.at)}
            </p>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="no-print flex flex-col gap-2">
        <TextArea
          label="New note (staff only)"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={2000}
        />
        <Button type="submit" disabled={!text.trim() || addNote.isPending} className="self-start">
          Add note
        </Button>
      </form>
    </Section>
  );
}
