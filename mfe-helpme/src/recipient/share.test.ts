import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share.ts';

const data = { title: 'Анна С.', text: 'Нужны доноры крови: Анна С.', url: 'https://donor.test/recipient/5' };
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

describe('sharing a request', () => {
  it('uses the Web Share API where present', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a closed share sheet is not a failure and copies nothing', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share: async () => { throw abort(); }, writeText })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link otherwise: the clipboard, then the old way', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    const execCopy = vi.fn(() => true);
    expect(await shareLink(data, { share: async () => { throw new Error('not allowed'); }, writeText: async () => { throw new Error('denied'); }, execCopy })).toBe('copied');
    expect(execCopy).toHaveBeenCalledWith(data.url);
    expect(await shareLink(data, { execCopy: () => false })).toBe('failed');
  });
});
