import type {
  Notification,
  ErrorCode,
  NotificationSettings,
  NotificationType,
  PushPayload,
  ReportTargetType,
  SavedItem,
  SavedKind,
  SavedTab,
  SearchKind,
  SearchResults,
  SessionUser,
  UploadKind,
} from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sql } from '../db/sql.ts';
import type { HiddenKind, Reader, Visibility } from '../db/visibility.ts';

export type { HiddenKind } from '../db/visibility.ts';

/**
 * What a module tells the rest of the server about itself: its routes, its seed, and its part of
 * every rule that spans features. Each module's `index.ts` exports one; `modules/index.ts` lists
 * them, ordered by `after`, and the app, the seed runner, the orphan purge, visibility, report targets,
 * notifications and the account export and erasure are built from that list alone. Tests read the
 * live database schema and fail when a column or table is declared by no module
 * (test/module-declarations.test.ts).
 */
export type AppModule = {
  /** The module's folder name. */
  name: string;
  /** Its route plugins, registered in this order. */
  routes?: ModuleRoutes[];
  /** Its demo data, an idempotent step run on start when SEED_DEMO is set (in the list's order). */
  seed?: (app: FastifyInstance) => Promise<void>;
  /** The modules that come before it in the list (lib/module-order.ts): its seed reads what theirs wrote. */
  after?: readonly string[];
  /** Every image column it writes (in its tables or the infrastructure's): uploads it holds, and what is not one. */
  images?: ImageColumn[];
  /** Its image columns whose photos are not for everyone, and who may see them (GET /uploads/:name). */
  privateImages?: PrivateImages[];
  /** The kinds of its content a moderator can hide. */
  hides?: HiddenKind[];
  /** The kinds of its content residents can report. */
  reports?: ReportTarget[];
  /** The notification types it sends. */
  notifications?: Partial<Record<NotificationType, NotificationKind>>;
  /** Its part of the account export and of the erasure. */
  account?: AccountPart;
  /** The kinds of its content the top bar's search finds (modules/search gathers them). */
  search?: SearchPart[];
  /** The upload kinds (image formats) its routes take photos as. */
  uploadKinds?: readonly UploadKind[];
  /** The kinds of its content residents can bookmark (modules/saved gathers them). */
  saved?: SavedPart[];
  /** What the feed's page carries of its answers. */
  firstScreen?: FirstScreenAnswer[];
  /** Its sections of the e-mail digest of what a resident missed (plugins/digest.ts). */
  digest?: DigestSection[];
  /** Answers the infrastructure needs that only this module knows. */
  provides?: Partial<ModuleAnswers>;
  /** Tasks the app runs on a timer for its tables (plugins/jobs.ts: each run claims its work in SQL). */
  jobs?: ModuleJob[];
  /** The OpenAPI security schemes of keys only its routes take (Open311's API key), by name. */
  securitySchemes?: Record<string, OpenApiSecurityScheme>;
};

/** An OpenAPI 3 security scheme of type apiKey, the only kind the app's keys use. */
export type OpenApiSecurityScheme = {
  type: 'apiKey';
  in: 'query' | 'header' | 'cookie';
  name: string;
  description?: string;
};

/** A route plugin, under `prefix` when given (Open311 lives under /open311/v2). */
export type ModuleRoutes = { plugin: FastifyPluginAsyncZod; prefix?: string };

/** `table.column`, unquoted (`user.image`). */
export type ColumnRef = `${string}.${string}`;

/**
 * A column whose name says it holds an image, as the orphan purge and the claim of a photo read it:
 * - `holds`: it names uploads, and the purge keeps what it names: by id (a foreign key to
 *   `uploads`), by public path (`/uploads/<name>`, of the image or of its thumbnail), or by such
 *   paths anywhere inside a JSON value;
 * - `pathOf`: the path of the upload that another column of the row holds by id (that column keeps it);
 * - `notAnUpload`: never an upload (an outside address, a field no route writes), and why.
 */
export type ImageColumn =
  | { column: ColumnRef; holds: 'upload id' | 'upload path' | 'upload paths in json' }
  | { column: ColumnRef; pathOf: ColumnRef }
  | { column: ColumnRef; notAnUpload: string };

/**
 * Photos that follow their row's readers: `/uploads/:name` serves an upload that `column` (an
 * `upload id` column) holds in a row where `restricted` is true only to its uploader and to
 * readers the module's own rule lets in, whatever the storage backend. Both are SQL conditions on
 * the row `alias`; `viewer` is the SQL parameter of the reader's id and `staff` a SQL boolean
 * parameter, true for moderators and admins.
 */
export type PrivateImages = {
  column: ColumnRef;
  /** "This row's photo is not for everyone" (a private group's post). */
  restricted: (alias: string) => string;
  /** "The reader may see this row" (a member of its group). */
  readable: (alias: string, viewer: string, staff: string) => string;
};

/**
 * A kind residents can report: the hidden kind a moderator's decision hides or restores, and one
 * query describing a set of them by id (`$1`, an array), the reader being `$2` when it uses one:
 * id, author_id, excerpt, image_url, place, link, hidden, readable (see content-reports).
 */
export type ReportTarget = {
  type: ReportTargetType;
  hiddenKind: string;
  describe: string;
  /**
   * Run after a moderator hid or restored one, in the same transaction (a review's rating follows);
   * it may return a step to run with the pool once that is committed (shared results dropped).
   */
  afterModeration?: (sql: Sql, id: string) => Promise<AfterModeration | void>;
};

export type AfterModeration = (pool: Sql) => Promise<void>;

/** How many characters of a reported text a describe query keeps (the moderators' queue). */
export const REPORT_EXCERPT = 280;

/** How one notification type is sent and read. */
export type NotificationKind = {
  /** The settings switch that lets it through; null when none turns it off (asked for, or owed to the resident). */
  switch: keyof NotificationSettings | null;
  /** The French sentence, built when read so a renamed actor shows their new name. */
  text: (actor: string) => string;
  /**
   * Sent at most once per actor and subject, whatever happens in between: the SQL condition an
   * earlier notification of the same type, resident and actor must meet to stop this one
   * (`$5` is the new one's link, `$6` its post).
   */
  oncePer?: string;
};

/**
 * A module's part of the account: the export's sections, how every column of its tables that points
 * at a resident is exported and erased, and what the erasure must fix before the resident's row goes.
 */
export type AccountPart = {
  /** Sections of the export, each under its key of the export's JSON. */
  export?: ExportSection[];
  /** Every column of its tables referencing `"user"`, whatever table file defines it. */
  residentColumns: ResidentColumn[];
  /**
   * Run in the erasure's transaction, the resident's row locked and not yet deleted: counters of
   * other residents' rows their likes, votes or follows leave, rows set apart. May return a step
   * to run once the erasure is committed (files to delete, ratings to recompute).
   */
  beforeErasure?: (sql: Sql, userId: string) => Promise<AfterErasure | void>;
};

export type AfterErasure = (app: FastifyInstance) => Promise<void>;

export type ExportSection = { key: string; read: (sql: Sql, userId: string) => Promise<unknown> };

/**
 * A column pointing at a resident: what erasing them does to its rows (its foreign key's ON DELETE,
 * which the declaration test compares), and the export section that hands them out or why it does not.
 */
export type ResidentColumn = { column: ColumnRef; onErase: 'cascade' | 'set null' } & (
  { exportedIn: string } | { withheld: string }
);

/**
 * The answer of `url` (a GET of the API) carried by the feed's page under `key`; `leadImage` picks a
 * photo to preload. `topics` are the shared results' topics (plugins/shared-results.ts) that writes
 * changing a visitor's answer invalidate: the visitor's page is kept until one of them is (or its
 * short life ends, which also brings what time changes: an announcement's end, a story's).
 */
export type FirstScreenAnswer = {
  key: string;
  /** The route `read` answers as, byte for byte (test/first-screen.test.ts holds them equal). */
  url: string;
  topics: readonly string[];
  /** The answer's JSON text for this reader, by the route's own function and response schema, without a sub-request. */
  read: (app: FastifyInstance, reader: SessionUser | null) => Promise<string>;
  /** Whether this resident's answer is a visitor's (the town's cards): then read once, with the visitor's page. */
  asVisitor?: (reader: SessionUser) => boolean;
  leadImage?: (body: string) => string | null;
};

/**
 * A kind the top bar's search finds (modules/search): the document each of its rows is in the one
 * search index, the order of its matches, and how a page of them reads.
 */
export type SearchPart = {
  [K in SearchKind]: {
    kind: K;
    /** What its rows are in the index (see SearchDocument). */
    document: SearchDocument;
    /** Its matches' order: SQL over the document `d` (its columns title, at, until, state, score, vector). */
    order: (on: SearchOrder) => string;
    /**
     * Where a word in many of its documents finds its candidates: the first matches in each of
     * these orders (search module: NEWEST, BY_TITLE, AROUND_NOW), each walked on a btree of the
     * index and stopped; the page is then `order` among them. A rarer word ranks every match.
     */
    walk: readonly SearchWalk[];
    /** A page of results: `from` its row and what shows with it (the row's alias as in `document.id`). */
    show: { from: string; columns: (on: SearchShow) => string };
    /** A row of that page as the contract's result. */
    toResult: (row: Record<string, unknown>) => SearchResults[K][number];
  };
}[SearchKind];

/**
 * A searchable row as the search index holds it, every field an SQL expression over `from`. The
 * search module turns it into triggers on each table it reads, and backfills it.
 */
export type SearchDocument = {
  /** The row's table first (its alias as in `id`), then what the document reads: `posts p left join groups g on …`. */
  from: string;
  /** The row's primary key (`p.id`), a uuid unless `idType` says text. */
  id: string;
  idType?: 'uuid' | 'text';
  /** Which rows are searchable at all (a listing on sale or sold; a verified resident). */
  where?: string;
  /** Its name or title: weighted A, the text a private group is found by. */
  name?: string;
  /** The rest of its searched text. */
  text?: string;
  /** Text also matched as a substring, accents and case ignored (residents' names). */
  substring?: string;
  /** What its order reads: a name or title (`title`, and `title_key` lower-cased without accents), a date, an end, a state, a count. */
  title?: string;
  at?: string;
  until?: string;
  state?: string;
  score?: string;
  /**
   * The hidden rows of its chain (the row, its group, its page), each with who still reads it
   * besides moderators: its `owner` (a user id), or the owners of a row of a hidden kind (`db/visibility.ts`).
   */
  hidden?: Array<{ when: string; owner: string } | { when: string; ownersOf: { kind: string; row: string } }>;
  /** False when visitors may not find it (its author's profile is hidden). */
  visitors?: string;
  /**
   * The private group whose members alone find it by more than its name (`group`, an expression
   * over `from`), and the ids of the groups `viewer` belongs to at search time (a select of one column).
   */
  membersOf?: { group: string; groupsOf: (viewer: string) => string };
  /**
   * The other tables it reads: a row written there refreshes the documents whose `key` (an
   * expression over `from`) equals that row's `column` (`id` by default); an update, only when one
   * of the `columns` the document reads changed.
   */
  reads?: Array<{ table: string; key: string; column?: string; columns: string[] }>;
};

/** An order of a kind's documents an index walks (`d.at`, `d.title`, then `d.row_id`), over the documents `where` holds. */
export type SearchWalk = { where?: string; order: string };

/** What a kind's order is given. */
export type SearchOrder = {
  /** `d.vector`'s relevance to the words. */
  rank: string;
  /** SQL true when `text`, already lower-cased without accents (`d.title_key`, `d.names`), starts with the query. */
  startsWith: (text: string) => string;
};

/** What a page of results is given. */
export type SearchShow = {
  /** Who searches: a resident, or null for a visitor. */
  reader: Reader;
  /** The SQL parameter of the reader's id, null for a visitor. */
  viewer: string | null;
};

/** A saved item of kind `K` as its card shows it, without when it was saved. */
export type SavedCard<K extends SavedKind> = Omit<Extract<SavedItem, { kind: K }>, 'kind' | 'savedAt'>;

/**
 * A kind residents can bookmark (modules/saved): its table, who may see a row of it, and how a
 * page of saved rows becomes cards. The saved module installs a trigger on `table` that deletes
 * the bookmarks of its deleted rows.
 */
export type SavedPart = {
  [K in SavedKind]: {
    kind: K;
    /** Unquoted; its primary key `id` is a uuid. */
    table: string;
    /** The answer to saving one the resident may not read (404). */
    missing: ErrorCode;
    /**
     * The SQL condition "the row `alias` of `table` is one `reader`, whose id is the parameter
     * `viewer`, may see" (hidden rows by the app's `visibility`): a condition rather than a call, so
     * /saved filters before its limit.
     */
    readable: (alias: string, reader: Reader, viewer: string, visibility: Visibility) => string;
    /** The tabs of /saved besides « all » that list it, each with its condition on the row `alias`. */
    tabs?: Partial<Record<Exclude<SavedTab, 'all'>, (alias: string) => string>>;
    /** The cards of these rows by id, in one statement (a row gone since is left out). */
    cards: (sql: Sql, reader: Reader, ids: string[]) => Promise<Map<string, SavedCard<K>>>;
    /** Run after the resident saved or unsaved one (the feed keeps each reader's saves). */
    changed?: (sql: Sql) => Promise<void>;
  };
}[SavedKind];

/** The resident a digest is written for. */
export type DigestResident = { id: string; name: string; email: string };

/** The span a digest covers: the day or the week up to `until`; `key` names it (one mail per key). */
export type DigestPeriod = { frequency: 'daily' | 'weekly'; key: string; since: Date; until: Date };

/** One line of a digest section: a French sentence and the app's path it leads to ('/post/…'). */
export type DigestLine = { text: string; path: string };

/**
 * A section of the e-mail digest: its French heading and its lines for a resident and a period.
 * A section without lines is left out; a digest without any line is not sent.
 */
export type DigestSection = {
  title: string;
  lines(sql: Sql, resident: DigestResident, period: DigestPeriod): Promise<DigestLine[]>;
};

/** A module's task on `app.jobs`, run with the app it belongs to. */
export type ModuleJob = { name: string; everyMs: number; run: (app: FastifyInstance, now: Date) => Promise<unknown> };

/** What a notification says, the same for each of the residents it goes to. */
export type NotificationDraft = {
  actorId: string | null;
  type: NotificationType;
  content: string;
  link: string;
  postId?: string;
  conversationId?: string;
  /** Messages push their own payload (sender and excerpt) whatever the switch: no second push here. */
  push?: boolean;
};

/** Every notification type with how it is sent and read, from the modules' declarations. */
export type NotificationKinds = Readonly<Record<NotificationType, NotificationKind>>;

/** What decides who gets a notification: the types' declarations, and the settings' switch rule. */
export type NotificationRules = { kinds: NotificationKinds; switchOn: ModuleAnswers['notificationSwitch'] };

/** The notifications table as `app.notifier` writes it (the notifications module keeps it). */
export type NotificationStore = {
  /**
   * Stores `draft` for each resident whose switch for its type is on and (once-only types) who has
   * not got it yet, in one statement; gives each one stored.
   */
  insert(
    sql: Sql,
    rules: NotificationRules,
    userIds: readonly string[],
    draft: NotificationDraft,
  ): Promise<Array<{ userId: string; notification: Notification }>>;
  /** Marks read the resident's notifications about a conversation; whether there were any. */
  markConversationRead(sql: Sql, userId: string, conversationId: string): Promise<boolean>;
};

/** Who is due a digest of a period, and the claim of it (two runs never both claim one). */
export type DigestResidents = {
  due(sql: Sql, period: DigestPeriod): Promise<DigestResident[]>;
  claim(sql: Sql, userId: string, period: DigestPeriod): Promise<boolean>;
};

/** What the infrastructure asks the one module that knows it; app.ts checks each is given exactly once. */
export type ModuleAnswers = {
  /** Whether the resident lets others see them online (realtime presence). */
  showsOnline(sql: Sql, userId: string): Promise<boolean>;
  /** Everyone who shares a conversation with the resident: who hears them come and go. */
  conversationPartners(sql: Sql, userId: string): Promise<string[]>;
  /** The SQL condition "the resident whose id is `user` has this switch on", defaults included. */
  notificationSwitch(setting: keyof NotificationSettings, user: string): string;
  /** Where the notifier stores notifications. */
  notificationStore: NotificationStore;
  /**
   * Holds `payload` for those of `userIds` in their quiet hours at `now`, to be summarised later;
   * gives the residents held (the others are pushed at once).
   */
  holdPushes(sql: Sql, userIds: readonly string[], payload: PushPayload, now: Date): Promise<readonly string[]>;
  /** Who receives the e-mail digest. */
  digestResidents: DigestResidents;
};

/** Each answer of `modules`, from the one module giving it; a missing or doubled answer stops the start. */
export function moduleAnswers(modules: readonly AppModule[]): ModuleAnswers {
  const found: Partial<Record<keyof ModuleAnswers, { module: string; answer: unknown }>> = {};
  for (const module of modules) {
    for (const [key, answer] of Object.entries(module.provides ?? {}) as Array<[keyof ModuleAnswers, unknown]>) {
      const earlier = found[key];
      if (earlier) throw new Error(`${key} is given by both ${earlier.module} and ${module.name}`);
      found[key] = { module: module.name, answer };
    }
  }
  const keys: Array<keyof ModuleAnswers> = [
    'showsOnline',
    'conversationPartners',
    'notificationSwitch',
    'notificationStore',
    'holdPushes',
    'digestResidents',
  ];
  const missing = keys.filter((key) => !found[key]);
  if (missing.length) throw new Error(`no module gives ${missing.join(', ')}`);
  return Object.fromEntries(keys.map((key) => [key, found[key]!.answer])) as ModuleAnswers;
}

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The plain export section: the rows of `table` whose `owner` column is the resident, with these
 * columns, keys in camelCase. Names are the module's constants, never input.
 */
export function exportRows(key: string, from: { table: string; owner: string; columns: string }): ExportSection {
  return {
    key,
    async read(sql, userId) {
      const { rows } = await sql.query<Record<string, unknown>>(
        `select ${from.columns} from ${from.table} where ${from.owner} = $1`,
        [userId],
      );
      return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [camelCase(k), v])));
    },
  };
}
