import { PRODUCT_PHOTO_LIMITS, type AdminPhoto, type SiteLanguage } from '@storefront/contracts';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { LANGUAGE_NAMES } from './catalog-text';

type Props = {
  photo: AdminPhoto;
  index: number;
  count: number;
  languages: readonly SiteLanguage[];
  dragging: boolean;
  onDragStart: () => void;
  onDrop: () => void;
  onMove: (to: number) => void;
  onAlt: (alt: Partial<Record<SiteLanguage, string>>) => void;
  onRemove: () => void;
};

/** One photo: dragged by its card, moved by its buttons, its alt text saved per language when a field is left. */
export function PhotoItem({
  photo,
  index,
  count,
  languages,
  dragging,
  onDragStart,
  onDrop,
  onMove,
  onAlt,
  onRemove,
}: Props) {
  const position = `Photo ${index + 1} of ${count}`;
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
      data-photo={photo.id}
      className={`flex flex-col gap-2 rounded-md border bg-white p-2 ${dragging ? 'border-brand opacity-60' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-2">
        <img
          src={`${photo.url}?w=260&h=195&fm=webp`}
          alt={photo.alt['en-AU'] || photo.alt[languages[0] ?? 'en-AU'] || position}
          className="h-[84px] w-28 shrink-0 cursor-grab rounded object-cover"
          width={112}
          height={84}
        />
        <div className="flex flex-1 flex-col gap-1">
          <span className="text-sm font-medium text-slate-900">
            {position}
            {index === 0 ? ' · cover' : ''}
          </span>
          <div className="flex flex-wrap gap-1">
            <Button
              className="min-h-8 px-2 py-1"
              aria-label={`Move ${position.toLowerCase()} earlier`}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              ↑ Earlier
            </Button>
            <Button
              className="min-h-8 px-2 py-1"
              aria-label={`Move ${position.toLowerCase()} later`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              ↓ Later
            </Button>
            <Button
              className="min-h-8 px-2 py-1"
              variant="ghost"
              aria-label={`Remove ${position.toLowerCase()}`}
              onClick={onRemove}
            >
              Remove
            </Button>
          </div>
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {languages.map((language) => (
          <TextField
            key={language}
            label={`Alt text (${LANGUAGE_NAMES[language]})`}
            lang={language}
            defaultValue={photo.alt[language] ?? ''}
            maxLength={PRODUCT_PHOTO_LIMITS.altText}
            onBlur={(e) => {
              const value = e.target.value.trim();
              if (value !== (photo.alt[language] ?? '')) onAlt({ [language]: value });
            }}
          />
        ))}
      </div>
    </li>
  );
}
