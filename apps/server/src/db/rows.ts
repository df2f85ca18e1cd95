import type { Column, Table } from 'drizzle-orm';

/**
 * What node-postgres hands back for a column, read from the Drizzle declaration: Drizzle's own
 * type, except where the driver parses differently from Drizzle (numeric and bigint arrive as
 * strings, a date as a Date).
 */
type DriverValue<C extends Column> = C['_']['columnType'] extends
  'PgNumeric' | 'PgNumericNumber' | 'PgNumericBigInt' | 'PgBigInt53' | 'PgBigInt64' | 'PgBigSerial53' | 'PgBigSerial64'
  ? string
  : C['_']['columnType'] extends 'PgTimestamp' | 'PgTimestampString' | 'PgDate' | 'PgDateString'
    ? Date
    : C['_']['data'];

type Columns<T extends Table> = T['_']['columns'];

/**
 * A row of `T` as `select * from <table>` returns it through `Sql`: snake_case SQL names, the
 * driver's types, null where the column allows it. For rows of one table read whole or by plain
 * columns (`Pick<RowOf<typeof user>, 'id' | 'name'>`); computed or joined rows keep a written type.
 */
export type RowOf<T extends Table> = {
  [K in keyof Columns<T> & string as Columns<T>[K]['_']['name']]:
    DriverValue<Columns<T>[K]> | (Columns<T>[K]['_']['notNull'] extends true ? never : null);
};
