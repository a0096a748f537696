import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTestLanguage, renderInShell } from '../../test/render';
import { formatDuration, ProductFacts } from './product-facts';

beforeEach(() => loadTestLanguage('en-AU'));
afterEach(cleanup);

describe('ProductFacts', () => {
  it('shows the duration, instant confirmation and the meeting point in one row, each with its name', () => {
    renderInShell(
      <ProductFacts
        product={{ durationMinutes: 180, instantConfirmation: true, meetingPoint: 'Te Anau wharf, gate 3' }}
      />,
    );
    const row = screen.getByRole('list', { name: 'At a glance' });
    const items = [...row.querySelectorAll('li')].map((li) => li.getAttribute('data-fact'));
    expect(items).toEqual(['duration', 'instant', 'meeting-point']);
    expect(row.querySelector('[data-fact="duration"]')?.textContent).toBe('Duration 3 hours');
    expect(row.querySelector('[data-fact="instant"]')?.textContent).toBe('Instant confirmation');
    expect(row.querySelector('[data-fact="meeting-point"]')?.textContent).toBe('Meeting point: Te Anau wharf, gate 3');
  });

  it('speaks the shopper’s language', async () => {
    await loadTestLanguage('zh-CN');
    renderInShell(
      <ProductFacts product={{ durationMinutes: 150, instantConfirmation: true, meetingPoint: '蒂阿瑙码头' }} />,
      { language: 'zh-CN', currency: 'CNY' },
    );
    const row = screen.getByRole('list', { name: '概览' });
    expect(row.textContent).toContain('即时确认');
    expect(row.textContent).toContain('集合地点：蒂阿瑙码头');
    expect(row.querySelector('[data-fact="duration"]')?.textContent).toBe(`时长 ${formatDuration(150, 'zh-CN')}`);
  });

  it('leaves out what is not set, and shows nothing when nothing is', () => {
    renderInShell(<ProductFacts product={{ durationMinutes: 45, instantConfirmation: false, meetingPoint: '  ' }} />);
    const row = screen.getByRole('list', { name: 'At a glance' });
    expect([...row.querySelectorAll('li')].map((li) => li.getAttribute('data-fact'))).toEqual(['duration']);
    expect(row.textContent).toBe('Duration 45 minutes');
    cleanup();
    renderInShell(<ProductFacts product={{ durationMinutes: null, instantConfirmation: false, meetingPoint: '' }} />);
    expect(screen.queryByTestId('product-facts')).toBeNull();
  });

  it('formats days, hours, minutes and hours with minutes', () => {
    expect(formatDuration(2880, 'en-AU')).toBe('2 days');
    expect(formatDuration(60, 'en-AU')).toBe('1 hour');
    expect(formatDuration(150, 'en-AU')).toBe('2 hrs 30 mins');
    expect(formatDuration(120, 'ko-KR')).toBe('2시간');
    expect(formatDuration(120, 'zh-TW')).toBe('2 小時');
  });
});
