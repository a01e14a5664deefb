// The shell's mounter: which app is on screen for the URL, mounted and unmounted in order. It
// replaces single-spa (≈ 5 KB brotli of the home page's first load, docs/ARCHITECTURE.md §6),
// keeping the part of it the shell used and the sections rely on, under the same names:
// - history.pushState/replaceState that change the URL, back/forward and hash changes reroute;
//   a pushState/replaceState that changed the URL also fires a `popstate` for other routers;
// - window `popstate`/`hashchange` listeners run after the apps that leave have unmounted, with
//   the original event (a section's router never sees a path that is not its own);
// - window events `single-spa:before-routing-event` (detail: newUrl, oldUrl, cancelNavigation),
//   `single-spa:before-mount-routing-event` and `single-spa:routing-event` (§2.5);
// - an app's code loads once (`app()`), a failed load is tried again on a later reroute;
//   bootstrap once, then mount/unmount with the app's props plus `name`; reroutes never overlap.
// No parcels, no unload, no update: the shell has none.

type Lifecycle<P> = (props: P) => Promise<unknown>;
type Lifecycles<P> = Lifecycle<P> | readonly Lifecycle<P>[];

export interface LifeCycles<P> {
  bootstrap?: Lifecycles<P>;
  mount: Lifecycles<P>;
  unmount: Lifecycles<P>;
  update?: Lifecycles<P>;
}

export interface AppConfig<P> {
  name: string;
  app: LifeCycles<P> | (() => Promise<LifeCycles<P>>);
  activeWhen: (location: Location) => boolean;
  customProps: P;
}

interface App {
  config: AppConfig<object>;
  status: 'idle' | 'loading' | 'load-error' | 'ready' | 'mounted' | 'broken';
  loading?: Promise<boolean>;
  failedAt?: number;
  lifecycles?: LifeCycles<object>;
  bootstrapped?: boolean;
}

/** A failed load is tried again on a reroute this long after (single-spa's own figure). */
const RETRY_AFTER_MS = 200;
const ROUTING_EVENTS = ['popstate', 'hashchange'];

const apps: App[] = [];
const captured: Record<string, EventListener[]> = { popstate: [], hashchange: [] };
let started = false;
let underway = false;
let queue: { resolve: () => void; events: Event[] }[] = [];
let currentUrl = typeof window === 'undefined' ? '' : window.location.href;
let replaceState: History['replaceState'] | undefined;

const run = async <P>(fns: Lifecycles<P> | undefined, props: P): Promise<void> => {
  for (const fn of [fns ?? []].flat()) await fn(props);
};
const props = (app: App) => ({ ...app.config.customProps, name: app.config.name });
const active = (app: App) => app.config.activeWhen(window.location);
const fail = (error: unknown): void => void setTimeout(() => { throw error; });

function load(app: App): Promise<boolean> {
  if (app.status === 'load-error' && Date.now() - app.failedAt! >= RETRY_AFTER_MS) app.status = 'idle';
  if (app.status !== 'idle') return app.loading ?? Promise.resolve(app.status !== 'load-error' && app.status !== 'broken');
  app.status = 'loading';
  const { app: source } = app.config;
  app.loading = (typeof source === 'function' ? source() : Promise.resolve(source)).then(
    (lifecycles) => { app.lifecycles = lifecycles; app.status = 'ready'; return true; },
    (error: unknown) => { app.status = 'load-error'; app.failedAt = Date.now(); app.loading = undefined; fail(error); return false; },
  );
  return app.loading;
}

async function mount(app: App): Promise<void> {
  try {
    if (!app.bootstrapped) {
      await run(app.lifecycles!.bootstrap, props(app));
      app.bootstrapped = true;
    }
    if (!active(app)) return;
    await run(app.lifecycles!.mount, props(app));
    app.status = 'mounted';
  } catch (error) {
    app.status = 'broken';
    fail(error);
  }
}

async function unmount(app: App): Promise<void> {
  try {
    await run(app.lifecycles!.unmount, props(app));
    app.status = 'ready';
  } catch (error) {
    app.status = 'broken';
    fail(error);
  }
}

function fire(name: string, detail: object): void {
  window.dispatchEvent(new CustomEvent(`single-spa:${name}`, { detail }));
}

function callCaptured(events: Event[]): void {
  for (const event of events) {
    for (const listener of captured[event.type] ?? []) {
      try { listener.call(window, event); } catch (error) { fail(error); }
    }
  }
}

async function change(events: Event[]): Promise<void> {
  const oldUrl = currentUrl;
  const newUrl = (currentUrl = window.location.href);
  if (!started) {
    await Promise.all(apps.filter((a) => active(a)).map(load));
    callCaptured(events);
    return;
  }
  let cancelled = false;
  fire('before-routing-event', { newUrl, oldUrl, cancelNavigation: (cancel = true) => { if (cancel) cancelled = true; } });
  if (cancelled) {
    // The old address back, without a reroute of its own; then this reroute again, for it.
    replaceState!.call(window.history, window.history.state, '', oldUrl.slice(window.location.origin.length));
    currentUrl = window.location.href;
    return change(events);
  }
  const leaving = apps.filter((a) => a.status === 'mounted' && !active(a));
  const coming = apps.filter((a) => a.status !== 'mounted' && a.status !== 'broken' && active(a));
  // Code loads while the leaving apps unmount; the coming ones mount only after that.
  const loaded = coming.map(load);
  await Promise.all(leaving.map(unmount));
  fire('before-mount-routing-event', { newUrl, oldUrl });
  callCaptured(events);
  await Promise.all(coming.map(async (app, i) => { if (await loaded[i]) await mount(app); }));
  fire('routing-event', { newUrl, oldUrl });
}

/** One reroute at a time: a call during one waits, and all waiting calls share the next. */
function reroute(events: Event[] = []): Promise<void> {
  if (underway) return new Promise((resolve) => queue.push({ resolve, events }));
  underway = true;
  return change(events).catch(fail).finally(() => {
    underway = false;
    const waiting = queue;
    queue = [];
    if (waiting.length) void reroute(waiting.flatMap((w) => w.events)).then(() => { for (const w of waiting) w.resolve(); });
  });
}

export function registerApplication<P extends object>(config: AppConfig<P>): void {
  if (apps.some((a) => a.config.name === config.name)) throw new Error(`app ${config.name} is registered already`);
  apps.push({ config: config as unknown as AppConfig<object>, status: 'idle' });
  void reroute();
}

/** Reroutes now: an activity function's answer changed without a navigation. */
export function triggerAppChange(): Promise<void> {
  return reroute();
}

/** Goes to `url`: another origin by a full load, the same one through history (a reroute). */
export function navigateToUrl(url: string): void {
  const to = new URL(url, window.location.href);
  const here = window.location;
  if (url.startsWith('#')) window.location.hash = to.hash;
  else if (to.host !== here.host) window.location.href = url;
  else if (to.pathname === here.pathname && to.search === here.search) window.location.hash = to.hash;
  else window.history.pushState(null, '', url);
}

function patchHistory(): void {
  const { history } = window;
  const onRouting = (event: Event) => void reroute([event]);
  window.addEventListener('popstate', onRouting);
  window.addEventListener('hashchange', onRouting);
  const add: EventTarget['addEventListener'] = window.addEventListener.bind(window);
  const remove: EventTarget['removeEventListener'] = window.removeEventListener.bind(window);
  window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
    if (typeof listener === 'function' && ROUTING_EVENTS.includes(type)) {
      if (!captured[type]!.includes(listener)) captured[type]!.push(listener);
      return;
    }
    add(type, listener, options);
  }) as typeof window.addEventListener;
  window.removeEventListener = ((type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) => {
    if (typeof listener === 'function' && ROUTING_EVENTS.includes(type)) captured[type] = captured[type]!.filter((l) => l !== listener);
    remove(type, listener, options);
  }) as typeof window.removeEventListener;
  replaceState = history.replaceState;
  const patched = (original: History['pushState']): History['pushState'] => function (this: History, ...args) {
    const before = window.location.href;
    original.apply(this, args);
    // Other routers (a section's) learn of it as of a back/forward: the event reroutes too.
    if (window.location.href !== before) window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  };
  history.pushState = patched(history.pushState);
  history.replaceState = patched(history.replaceState);
}

/** Patches history and mounts what the URL asks for; before it, apps only load. */
export function start(): void {
  if (started) return;
  started = true;
  patchHistory();
  void reroute();
}
