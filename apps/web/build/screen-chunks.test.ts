import { describe, expect, it } from 'vitest';
import { byFirstScreens, chunkCycle, ENTRY_CHUNK, placeModules, SHARED_CHUNK, SIGNED_IN_APP_CHUNK, sharedByScreens } from './screen-chunks';

/** A module graph as Rollup describes it to manualChunks: static imports, lazy imports and the entry. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }>) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const m = modules[id];
      return m ? ({ importedIds: m.imports ?? [], dynamicallyImportedIds: m.lazy ?? [], isEntry: !!m.entry } as never) : null;
    },
  };
}

const react = '/app/node_modules/react/index.js';
const sonner = '/app/node_modules/sonner/dist/index.mjs';
const dialog = '/app/node_modules/@radix-ui/react-dialog/dist/index.mjs';

describe('the signed-in chunk', () => {
  const app = graph({
    main: { entry: true, imports: [react, 'router'] },
    [react]: {},
    router: { imports: [react], lazy: ['tasks', 'feed', 'challenges', 'profile', 'settings'] },
    shell: { lazy: ['nav'] },
    tasks: { imports: [react, sonner, 'avatar', 'task-list', 'badge'], lazy: ['confetti'] },
    feed: { imports: [sonner, 'avatar', 'post-card', 'badge', dialog] },
    challenges: { imports: [sonner, dialog] },
    profile: { imports: [sonner, dialog] },
    settings: { imports: [sonner, 'switch'] },
    nav: { imports: ['icons', 'avatar'] },
    [sonner]: { imports: [react] },
    [dialog]: { imports: [react] },
    avatar: { imports: [react, 'icons'] },
    icons: {},
    badge: {},
    'task-list': { imports: ['icons'] },
    'post-card': {},
    switch: {},
    confetti: { imports: [sonner, 'canvas'] },
    canvas: {},
  });

  it("holds the app's modules that three screens (or shell parts) import and the libraries that five do, and nothing of the entry", () => {
    expect([...sharedByScreens(['router', 'shell'], app)].sort()).toEqual([sonner, 'avatar', 'icons'].sort());
  });

  it('leaves what fewer import, the screens themselves and their own lazy imports to their chunks', () => {
    const shared = sharedByScreens(['router', 'shell'], app);
    // The badge is two screens', the dialog library three's.
    for (const own of ['badge', dialog, 'tasks', 'feed', 'task-list', 'post-card', 'switch', 'confetti', 'canvas', react]) expect(shared.has(own)).toBe(false);
  });

  it('counts only the screens of the loaders named', () => {
    // Without the shell's navigation, the avatar and its icons have two screens: they stay out.
    expect([...sharedByScreens(['router'], app)]).toEqual([sonner]);
  });
});

describe('the entry chunk', () => {
  it("holds every module the entry imports statically, and the signed-in chunk none of them", () => {
    const app = graph({
      main: { entry: true, imports: [react, 'api-client'], lazy: ['signed-in-app'] },
      [react]: {},
      'api-client': {},
      router: { lazy: ['tasks', 'feed', 'profile'] },
      tasks: { imports: [react, 'api-client', 'avatar'] },
      feed: { imports: ['api-client', 'avatar'] },
      profile: { imports: ['api-client', 'avatar'] },
      avatar: { imports: [react] },
    });
    const placed = placeModules(['router'], app);
    expect([...placed].filter(([, chunk]) => chunk === ENTRY_CHUNK).map(([id]) => id).sort()).toEqual(['main', react, 'api-client'].sort());
    expect(placed.get('avatar')).toBe(SHARED_CHUNK);
    expect(placed.has('signed-in-app')).toBe(false);
  });
});

describe('a screen that shows another screen', () => {
  it("counts that screen's modules once: what only the public profile page imports stays with it", () => {
    const app = graph({
      main: { entry: true, imports: [react] },
      [react]: {},
      router: { lazy: ['public-profile-page', 'public-profile-route', 'feed'] },
      'public-profile-route': { imports: ['public-profile-page', 'avatar'] },
      'public-profile-page': { imports: ['block-button', 'avatar'] },
      feed: { imports: ['block-button', 'avatar'] },
      'block-button': {},
      avatar: {},
    });
    // The block button has two screens (the page, the feed): the route reaches it only through the page.
    expect([...sharedByScreens(['router'], app)]).toEqual(['avatar']);
  });
});

describe('the first screens', () => {
  // Files of the app are absolute, as Rollup names them (a name without a slash is a package's).
  const at = (name: string) => `/app/src/${name}.tsx`;
  const modules: Record<string, { imports?: string[]; entry?: boolean }> = {
    main: { entry: true, imports: [react] },
    'signed-in-app': { imports: ['session', 'queries'] },
    session: {},
    queries: { imports: ['query-lib'] },
    'query-lib': {},
    nav: { imports: ['nav-icons'] },
    'nav-icons': {},
    tasks: { imports: ['task-list', 'outbox'] },
    'task-list': {},
    outbox: {},
    profile: { imports: ['outbox', 'streak-card'] },
    'streak-card': {},
    feed: {},
    settings: {},
    friend: { imports: ['streak-card', 'public-page'] },
    'public-page': { imports: ['queries'] },
  };
  const app = graph({
    [react]: {},
    ...Object.fromEntries(
      Object.entries(modules).map(([name, m]) => [at(name), { ...m, imports: m.imports?.map((dep) => (dep === react ? react : at(dep))) }]),
    ),
  });
  const screen = (path: string, ...names: string[]) => ({ path, signedIn: ['signed-in-app', ...names].map(at) });
  const screens = [
    screen('/', 'tasks', 'nav'),
    screen('/feed', 'feed', 'nav'),
    screen('/profile', 'profile', 'nav'),
    screen('/settings', 'settings', 'nav'),
    { ...screen('/profile/:username', 'friend'), signedOut: ['queries', 'public-page'].map(at) },
  ];

  it('puts what every signed-in first screen loads (or all but the one without navigation) in the signed-in app chunk', () => {
    const placed = byFirstScreens(screens, app);
    for (const id of ['signed-in-app', 'session', 'nav', 'nav-icons']) expect(placed.get(at(id))).toBe(SIGNED_IN_APP_CHUNK);
  });

  it('puts what a signed-out screen and every signed-in first screen load in the shared chunk, which both load', () => {
    const placed = byFirstScreens(screens, app);
    for (const id of ['queries', 'query-lib']) expect(placed.get(at(id))).toBe(SHARED_CHUNK);
    // The signed-out page itself is the visitor's, and the friend's screen's through it: not every first screen's.
    expect(placed.has(at('public-page'))).toBe(false);
  });

  it("puts what one first screen alone loads in that screen's chunk, and leaves what two share", () => {
    const placed = byFirstScreens(screens, app);
    expect(placed.get(at('tasks'))).toBe('screen-tasks');
    expect(placed.get(at('task-list'))).toBe('screen-tasks');
    expect(placed.get(at('profile'))).toBe('screen-profile');
    expect(placed.get(at('friend'))).toBe('screen-profile-username');
    for (const shared of ['outbox', 'streak-card']) expect(placed.has(at(shared))).toBe(false);
  });

  it("puts a library's small module that two first screens load in the signed-in app chunk, not a file of its own", () => {
    const icon = '/app/node_modules/lucide-react/dist/esm/icons/flame.js';
    const withIcon = {
      getModuleIds: () => [...app.getModuleIds(), icon][Symbol.iterator](),
      getModuleInfo: (id: string) => {
        if (id === icon) return { importedIds: [], dynamicallyImportedIds: [], isEntry: false, code: 'export default 1;' } as never;
        const info = app.getModuleInfo(id) as { importedIds: string[] } | null;
        return (id === at('tasks') || id === at('profile') ? { ...info, importedIds: [...info!.importedIds, icon] } : info) as never;
      },
    };
    expect(byFirstScreens(screens, withIcon).get(icon)).toBe(SIGNED_IN_APP_CHUNK);
  });

  it('moves what a shared module imports into the shared chunk, so that no chunk imports it back', () => {
    // Every first screen loads the keys (so they would go to the signed-in app); the trophy keys, which import them,
    // are shared by three lazy screens that are no first screen.
    const lazy = graph({
      main: { entry: true, imports: [react] },
      [react]: {},
      router: { lazy: [at('tasks'), at('feed'), at('trophies'), at('friends'), at('search')] },
      [at('tasks')]: { imports: [at('keys')] },
      [at('feed')]: { imports: [at('keys')] },
      [at('trophies')]: { imports: [at('trophy-keys')] },
      [at('friends')]: { imports: [at('trophy-keys')] },
      [at('search')]: { imports: [at('trophy-keys')] },
      [at('trophy-keys')]: { imports: [at('keys')] },
      [at('keys')]: {},
    });
    const first = [screen('/', 'tasks'), screen('/feed', 'feed')];
    expect(byFirstScreens(first, lazy).get(at('keys'))).toBe(SIGNED_IN_APP_CHUNK);
    const placed = placeModules(['router'], lazy, first);
    expect(placed.get(at('trophy-keys'))).toBe(SHARED_CHUNK);
    expect(placed.get(at('keys'))).toBe(SHARED_CHUNK);
  });

  it("leaves what one first screen shares with a lazy screen that is no first screen to Rollup: that screen does not load the first screen's chunk", () => {
    const withWidget = graph({
      main: { entry: true, imports: [react] },
      [react]: {},
      router: { lazy: [at('tasks'), at('feed'), at('settings'), at('quote-widget')] },
      [at('signed-in-app')]: {},
      [at('tasks')]: { imports: [at('task-list'), at('quote-box')] },
      [at('feed')]: {},
      [at('settings')]: {},
      [at('quote-widget')]: { imports: [at('quote-box')] },
      [at('task-list')]: {},
      [at('quote-box')]: { imports: [at('quote-parts')] },
      [at('quote-parts')]: {},
    });
    const first = [screen('/', 'tasks'), screen('/feed', 'feed'), screen('/settings', 'settings')];
    const placed = byFirstScreens(first, withWidget, ['router']);
    expect(placed.get(at('tasks'))).toBe('screen-tasks');
    expect(placed.get(at('task-list'))).toBe('screen-tasks');
    for (const shared of ['quote-box', 'quote-parts', 'quote-widget']) expect(placed.has(at(shared))).toBe(false);
    // Without the loaders, the quote box would be the tasks screen's alone.
    expect(byFirstScreens(first, withWidget).get(at('quote-box'))).toBe('screen-tasks');
  });

  it('leaves out what a signed-out screen loads, so that a visitor does not load the signed-in app', () => {
    const placed = byFirstScreens(screens, app);
    for (const id of ['queries', 'query-lib', 'public-page']) expect(placed.get(at(id))).not.toBe(SIGNED_IN_APP_CHUNK);
  });
});

describe("a library's barrel", () => {
  const icons = '/app/node_modules/lucide-react/dist/esm/lucide-react.js';
  const check = '/app/node_modules/lucide-react/dist/esm/icons/check.js';
  const plus = '/app/node_modules/lucide-react/dist/esm/icons/plus.js';
  const barrel = Array.from({ length: 60 }, (_, i) => `export { default as Icon${i} } from './icons/icon-${i}.js';`);
  barrel.push("export { default as Check, default as CheckIcon } from './icons/check.js';", "export { default as Plus } from './icons/plus.js';");
  const app = {
    getModuleIds: () => ['main', 'tasks', 'feed', 'settings', 'profile', 'friends', 'router', icons, check, plus][Symbol.iterator](),
    getModuleInfo: (id: string) =>
      (({
        main: { isEntry: true, importedIds: [], dynamicallyImportedIds: [], code: '' },
        router: { isEntry: false, importedIds: [], dynamicallyImportedIds: ['tasks', 'feed', 'settings', 'profile', 'friends'], code: '' },
        tasks: { isEntry: false, importedIds: [icons], dynamicallyImportedIds: [], code: 'import { Check as CheckMark } from "lucide-react";' },
        feed: { isEntry: false, importedIds: [icons], dynamicallyImportedIds: [], code: 'import { Check, Plus } from "lucide-react";' },
        settings: { isEntry: false, importedIds: [icons], dynamicallyImportedIds: [], code: "import { CheckIcon } from 'lucide-react';" },
        profile: { isEntry: false, importedIds: [icons], dynamicallyImportedIds: [], code: 'import { Check } from "lucide-react";' },
        friends: { isEntry: false, importedIds: [icons], dynamicallyImportedIds: [], code: 'import { Check } from "lucide-react";' },
        [icons]: { isEntry: false, importedIds: [check, plus], dynamicallyImportedIds: [], code: barrel.join('\n') },
        [check]: { isEntry: false, importedIds: [], dynamicallyImportedIds: [], code: '' },
        [plus]: { isEntry: false, importedIds: [], dynamicallyImportedIds: [], code: '' },
      }) as Record<string, unknown>)[id] as never,
  };

  it('counts an icon for the screens that name it, not for every screen that imports the library', () => {
    // Five screens name the check (as Check, CheckIcon or renamed), as many as a library needs to be shared; one
    // names the plus. Through the barrel, both would have five.
    const placed = placeModules(['router'], app);
    expect(placed.get(check)).toBe(SHARED_CHUNK);
    expect(placed.has(plus)).toBe(false);
  });
});

describe("the app's own re-export barrels", () => {
  // As the contracts' browser entry: rules and texts re-exported, and the route tables as a namespace.
  const client = '/repo/contracts/client.ts';
  const table = '/repo/contracts/route-table/index.ts';
  const auth = '/repo/contracts/route-table/auth.ts';
  const tasks = '/repo/contracts/route-table/tasks.ts';
  const texts = '/repo/contracts/notification-texts.ts';
  const limits = '/repo/contracts/constants.ts';
  const uses = (code: string) => `import { endpoints } from "@dayleaf/contracts/client";\nimport { useQuery } from "@tanstack/react-query";\n${code}`;
  const app = (screens: Record<string, string>) => {
    const modules: Record<string, { importedIds: string[]; code: string; exportedBindings: Record<string, string[]>; isEntry?: boolean; dynamicallyImportedIds?: string[] }> = {
      main: { isEntry: true, importedIds: [], code: '', exportedBindings: { '.': [] } },
      router: { importedIds: [], dynamicallyImportedIds: Object.keys(screens), code: '', exportedBindings: { '.': [] } },
      [client]: { importedIds: [texts, table, limits], code: '', exportedBindings: { '.': [], './notification-texts': ['notificationText'], './route-table/index': ['endpoints'], './constants': ['*'] } },
      [table]: { importedIds: [auth, tasks], code: '', exportedBindings: { '.': [], './auth': ['*'], './tasks': ['*'] } },
      [auth]: { importedIds: [], code: '', exportedBindings: { '.': ['login'] } },
      [tasks]: { importedIds: [], code: '', exportedBindings: { '.': ['getTasks', 'updateTask'] } },
      [texts]: { importedIds: [], code: '', exportedBindings: { '.': ['notificationText'] } },
      [limits]: { importedIds: [], code: '', exportedBindings: { '.': ['TASK_NAME_MAX'] } },
    };
    for (const [id, code] of Object.entries(screens)) modules[id] = { importedIds: [client], code, exportedBindings: { '.': ['default'] } };
    return {
      getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
      getModuleInfo: (id: string) => {
        const m = modules[id];
        return m ? ({ isEntry: false, dynamicallyImportedIds: [], ...m } as never) : null;
      },
    };
  };

  it('counts a module for the screens that name one of its exports, a route table for the screens that call its routes', () => {
    const placed = placeModules(
      ['router'],
      app({
        today: uses('useQuery(endpoints.getTasks);'),
        week: uses('callApi(endpoints.getTasks); callApi(endpoints.updateTask);'),
        settings: `import { TASK_NAME_MAX, endpoints as routes } from "@dayleaf/contracts/client";\ncallApi(routes.updateTask, TASK_NAME_MAX);`,
        notifications: `import { notificationText } from "@dayleaf/contracts/client";\nnotificationText(item);`,
      }),
    );
    expect(placed.get(tasks)).toBe(SHARED_CHUNK);
    expect(placed.has(texts)).toBe(false);
    expect(placed.has(auth)).toBe(false);
    expect(placed.has(limits)).toBe(false);
  });

  it('counts a plain name for each screen that imports it, and a screen that also imports the barrel another way whole', () => {
    const text = `import { notificationText } from "@dayleaf/contracts/client";\nnotificationText(item);`;
    const placed = placeModules(
      ['router'],
      app({
        bell: text,
        notifications: text,
        // Names beside a default import: the statement is not read, and the screen counts as reaching everything.
        digest: `import contracts, { TASK_NAME_MAX } from "@dayleaf/contracts/client";\ncontracts(TASK_NAME_MAX);`,
        today: uses('useQuery(endpoints.getTasks);'),
      }),
    );
    expect(placed.get(texts)).toBe(SHARED_CHUNK);
    expect(placed.has(limits)).toBe(false);
    expect(placed.has(auth)).toBe(false);
  });

  it('keeps the whole barrel for a screen that passes the namespace on whole', () => {
    const placed = placeModules(
      ['router'],
      app({
        today: uses('useQuery(endpoints.getTasks);'),
        debug: uses('console.table(Object.values(endpoints));'),
        index: uses('register(endpoints);'),
        sitemap: uses('Object.keys(endpoints).map(print);'),
      }),
    );
    // Three screens reach every route table and text through the whole barrel.
    expect(placed.get(auth)).toBe(SHARED_CHUNK);
    expect(placed.get(texts)).toBe(SHARED_CHUNK);
    expect(placed.get(tasks)).toBe(SHARED_CHUNK);
  });
});

describe('chunks that import each other', () => {
  it('are found, with the chain between them', () => {
    const chunks = [
      { fileName: 'index.js', imports: [] },
      { fileName: 'signed-in.js', imports: ['index.js', 'star.js'] },
      { fileName: 'star.js', imports: ['signed-in.js'] },
    ];
    expect(chunkCycle(chunks)).toEqual(['signed-in.js', 'star.js', 'signed-in.js']);
  });

  it('are none when the imports only go one way', () => {
    const chunks = [
      { fileName: 'index.js', imports: [] },
      { fileName: 'signed-in.js', imports: ['index.js'] },
      { fileName: 'signed-in-app.js', imports: ['signed-in.js', 'index.js'] },
      { fileName: 'screen-tasks.js', imports: ['signed-in-app.js', 'signed-in.js'] },
    ];
    expect(chunkCycle(chunks)).toBeNull();
  });
});
