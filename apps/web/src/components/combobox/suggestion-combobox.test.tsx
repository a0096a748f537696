import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuggestionCombobox } from './suggestion-combobox';

afterEach(cleanup);

function Box({ onChoose = () => {}, onSubmit = () => {} }: { onChoose?: (o: string) => void; onSubmit?: () => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <>
      <SuggestionCombobox
        text={text}
        onTextChange={setText}
        open={open}
        onOpenChange={setOpen}
        groups={[
          { key: 'recent', heading: 'Recent', headingFirst: true, options: ['Sydney', 'Melbourne'] },
          { key: 'hot', heading: 'Hot', options: ['Perth'] },
          { key: 'empty', heading: 'Never shown', options: [] },
        ]}
        optionKey={(option) => option}
        renderOption={(option) => option}
        optionTestId={(option) => `option-${option}`}
        onChoose={onChoose}
        listLabel="Suggestions"
        popupHeader={<button type="button">In the popup</button>}
        popupClassName="popup"
        popupTestId="popup"
        renderField={({ labelProps, inputProps, close }) => (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              close();
              onSubmit();
            }}
          >
            <label {...labelProps}>Where</label>
            <input {...inputProps} />
            <button type="button">Beside the field</button>
          </form>
        )}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Where' });
const focusOn = (element: HTMLElement) => act(() => element.focus());
const key = (name: string) => fireEvent.keyDown(field(), { key: name });
const active = () => field().getAttribute('aria-activedescendant');
const activeText = () => {
  const id = active();
  return id ? document.getElementById(id)?.textContent : null;
};

describe('SuggestionCombobox', () => {
  it('opens on focus a named list of the options in their groups, headings not among them', () => {
    render(<Box />);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    focusOn(field());
    expect(field().getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(field().getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Sydney', 'Melbourne', 'Perth']);
    expect(list.textContent).toBe('RecentSydneyMelbourneHotPerth');
    expect(screen.getByTestId('popup').className).not.toContain('hidden');
  });

  it('steps with the arrows through the options and round through the field itself', () => {
    render(<Box />);
    focusOn(field());
    expect(active()).toBeNull();
    key('ArrowDown');
    expect(activeText()).toBe('Sydney');
    expect(screen.getByTestId('option-Sydney').getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    key('ArrowDown');
    expect(activeText()).toBe('Perth');
    key('ArrowDown');
    expect(active()).toBeNull();
    key('ArrowUp');
    expect(activeText()).toBe('Perth');
  });

  it('picks the highlighted option with Enter, and leaves Enter to the form otherwise', () => {
    const onChoose = vi.fn();
    render(<Box onChoose={onChoose} />);
    focusOn(field());
    expect(key('Enter')).toBe(true);
    key('ArrowDown');
    key('ArrowDown');
    expect(key('Enter')).toBe(false);
    expect(onChoose).toHaveBeenCalledWith('Melbourne');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('picks an option on click', () => {
    const onChoose = vi.fn();
    render(<Box onChoose={onChoose} />);
    focusOn(field());
    fireEvent.click(screen.getByRole('option', { name: 'Perth' }));
    expect(onChoose).toHaveBeenCalledWith('Perth');
  });

  it('closes on Escape, and leaves Escape to the field when already closed', () => {
    render(<Box />);
    focusOn(field());
    fireEvent.input(field(), { target: { value: 'Syd' } });
    expect(key('Escape')).toBe(false);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(key('Escape')).toBe(true);
    expect((field() as HTMLInputElement).value).toBe('Syd');
  });

  it('leaves Home and End to the text', () => {
    render(<Box />);
    focusOn(field());
    key('ArrowDown');
    expect(key('Home')).toBe(true);
    expect(key('End')).toBe(true);
    expect(activeText()).toBe('Sydney');
  });

  it('stays open while focus stays in the box, and closes when it leaves', () => {
    render(<Box />);
    focusOn(field());
    focusOn(screen.getByRole('button', { name: 'Beside the field' }));
    expect(field().getAttribute('aria-expanded')).toBe('true');
    focusOn(screen.getByRole('button', { name: 'In the popup' }));
    expect(field().getAttribute('aria-expanded')).toBe('true');
    focusOn(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('popup').className).toContain('hidden');
  });

  it('closes when its form is sent', () => {
    const onSubmit = vi.fn();
    render(<Box onSubmit={onSubmit} />);
    focusOn(field());
    fireEvent.submit(field().closest('form')!);
    expect(onSubmit).toHaveBeenCalled();
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });
});
