import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { ApiError } from '@donor/shared/api';
import { createQueryContext } from '@donor/shared/query';
import { createCodeForm, extractCode, formatCountdown, RESEND_SECONDS, type CodeDeps } from './code.store.ts';

const T0 = Date.UTC(2026, 10, 24, 9, 0, 0);
const http = (status: number, data: unknown) => new ApiError({ kind: 'http', method: 'POST', url: '/api/auth/x/', status, data });

function setup(over: Partial<CodeDeps<string, void, void>> = {}) {
  const confirm = vi.fn(async (_code: string) => {});
  const resend = vi.fn(async () => {});
  const onResent = vi.fn();
  // The two writes are mutator stores, as the callers' resources make them.
  const query = createQueryContext({ api: { get: async () => undefined as never }, retry: false });
  const form = createCodeForm({
    confirm: query.createMutatorStore<string>(({ data }) => confirm(data)),
    confirmData: (code) => code,
    resend: query.createMutatorStore(() => resend()),
    resendData: undefined,
    onResent,
    sentAt: Date.now(),
    ...over,
  });
  keepMount(form.$code);
  return { form, confirm, resend, onResent };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('extractCode: typing and pasting', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12-34-56', '123456'],
    [' 1 2 3 4 5 6 ', '123456'],
    ['Код подтверждения: 654321. Донор Рядом', '654321'],
    ['Код для восстановления пароля: 000777. Никому его не сообщайте.', '000777'],
    ['123', '123'],
    ['12a3', '123'],
    ['12345678', '123456'],
    ['', ''],
  ])('%j → %j', (raw, code) => {
    expect(extractCode(raw)).toBe(code);
  });
});

describe('code form', () => {
  it('refuses anything but 6 digits without asking the API, with the shared message', async () => {
    const { form, confirm } = setup();
    form.setCode('12345');
    expect(await form.submit()).toBe(false);
    expect(form.$code.get().error).toBe('Код состоит из 6 цифр');
    expect(confirm).not.toHaveBeenCalled();
    form.setCode('Ваш код 123456');
    expect(form.$code.get()).toMatchObject({ code: '123456', error: null });
    expect(await form.submit()).toBe(true);
    expect(confirm).toHaveBeenCalledWith('123456');
    cleanStores(form.$code);
  });

  it('puts the API code error on the field and anything else in the alert; 429 shows its detail', async () => {
    const { form, confirm } = setup();
    form.setCode('111111');
    confirm.mockRejectedValueOnce(http(400, { code: ['Неверный код'] }));
    await form.submit();
    expect(form.$code.get()).toMatchObject({ error: 'Неверный код', formError: null, submitting: false });
    confirm.mockRejectedValueOnce(http(400, { user_id: ['Регистрация не найдена или устарела. Зарегистрируйтесь заново'] }));
    await form.submit();
    expect(form.$code.get()).toMatchObject({ error: null, formError: 'Регистрация не найдена или устарела. Зарегистрируйтесь заново' });
    confirm.mockRejectedValueOnce(http(429, { detail: 'Слишком много попыток. Попробуйте через 5 минут' }));
    await form.submit();
    expect(form.$code.get().formError).toBe('Слишком много попыток. Попробуйте через 5 минут');
    confirm.mockRejectedValueOnce(new ApiError({ kind: 'network', method: 'POST', url: '/x', status: 0, data: undefined }));
    await form.submit();
    expect(form.$code.get().formError).toBe('Нет связи — не отправлено. Проверьте подключение к интернету и отправьте ещё раз: введённое сохранено.');
    cleanStores(form.$code);
  });

  it('counts 60 seconds down before a new code can be asked, then restarts the countdown', async () => {
    const { form, resend, onResent } = setup();
    expect(form.$code.get().resendIn).toBe(RESEND_SECONDS);
    expect(await form.resend()).toBe(false);
    expect(resend).not.toHaveBeenCalled();
    vi.advanceTimersByTime(18_000);
    expect(form.$code.get().resendIn).toBe(42);
    expect(formatCountdown(form.$code.get().resendIn)).toBe('0:42');
    vi.advanceTimersByTime(42_000);
    expect(form.$code.get().resendIn).toBe(0);
    form.setCode('999');
    expect(await form.resend()).toBe(true);
    expect(resend).toHaveBeenCalledTimes(1);
    expect(onResent).toHaveBeenCalledWith(T0 + 60_000);
    expect(form.$code.get()).toMatchObject({ resendIn: 60, code: '', notice: 'Новый код отправлен. Предыдущий больше не действует.' });
    vi.advanceTimersByTime(1_000);
    expect(form.$code.get().resendIn).toBe(59);
    cleanStores(form.$code);
  });

  it('continues the countdown of a code sent before a reload', () => {
    const { form } = setup({ sentAt: T0 - 45_000 });
    expect(form.$code.get().resendIn).toBe(15);
    vi.advanceTimersByTime(15_000);
    expect(form.$code.get().resendIn).toBe(0);
    cleanStores(form.$code);
  });

  it('a refused resend (429) shows its detail and keeps the button usable', async () => {
    const { form, resend } = setup({ sentAt: T0 - 120_000 });
    resend.mockRejectedValueOnce(http(429, { detail: 'Слишком много запросов кода' }));
    expect(await form.resend()).toBe(false);
    expect(form.$code.get()).toMatchObject({ resending: false, formError: 'Слишком много запросов кода', resendIn: 0 });
    cleanStores(form.$code);
  });

  it('formats the countdown as m:ss', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
