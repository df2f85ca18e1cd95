import {
  NEIGHBOUR_REPORT_TYPE_DESCRIPTIONS,
  NEIGHBOUR_REPORT_TYPE_GROUPS,
  NEIGHBOUR_REPORT_TYPE_KEYWORDS,
  NEIGHBOUR_REPORT_TYPE_LABELS,
  NEIGHBOUR_REPORT_TYPES,
  OPEN311_DEFAULT_DAYS,
  OPEN311_MAX_REQUESTS,
  type NeighbourReportType,
  type Open311Request,
  type Open311RequestsQuery,
  type Open311Service,
} from '@portmarin/shared';
import { isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { isStoredPhoto } from './neighbour-reports.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One GeoReport v2 service per report type. */
export function listServices(): Open311Service[] {
  return NEIGHBOUR_REPORT_TYPES.map((type) => ({
    service_code: type,
    service_name: NEIGHBOUR_REPORT_TYPE_LABELS[type],
    description: NEIGHBOUR_REPORT_TYPE_DESCRIPTIONS[type],
    metadata: false,
    type: 'realtime',
    keywords: NEIGHBOUR_REPORT_TYPE_KEYWORDS[type].join(','),
    group: NEIGHBOUR_REPORT_TYPE_GROUPS[type],
  }));
}

type RequestRow = {
  id: string;
  type: string;
  content: string;
  status: string;
  status_note: string | null;
  location_text: string | null;
  latitude: number | null;
  longitude: number | null;
  image_url: string | null;
  created_at: string;
  updated_at: string;
};

/** Never the reporter: a GeoReport request says what and where, not who. */
const REQUEST_COLUMNS = `r.id, r.type, r.content, r.status, r.status_note, r.location_text, r.latitude, r.longitude,
  r.image_url, ${iso('r.created_at')} as created_at, ${iso('r.updated_at')} as updated_at`;

export type Open311Context = { agency: string };

function toRequest(r: RequestRow, ctx: Open311Context): Open311Request {
  const type = r.type as NeighbourReportType;
  return {
    service_request_id: r.id,
    status: r.status === 'resolu' ? 'closed' : 'open',
    status_notes: r.status_note,
    service_name: NEIGHBOUR_REPORT_TYPE_LABELS[type] ?? r.type,
    service_code: r.type,
    description: r.content,
    agency_responsible: ctx.agency,
    service_notice: null,
    requested_datetime: r.created_at,
    updated_datetime: r.updated_at,
    expected_datetime: null,
    address: r.location_text,
    address_id: null,
    zipcode: null,
    lat: r.latitude,
    long: r.longitude,
    // A photo stored here is for the reporter and the staff only (GET requests is open to anyone):
    // staff see it in the app; an outside media_url a client gave stays.
    media_url: isStoredPhoto(r.image_url) ? null : r.image_url,
  };
}

/** Thrown for a query the standard refuses (dates in the wrong order): answered as a 400. */
export class Open311QueryError extends Error {}

/**
 * GET requests.json: by ids (which override every other filter, as the standard says), else by
 * service, status and requested date, the last 90 days by default; at most 1000, newest first.
 */
export async function listRequests(
  sql: Sql,
  query: Open311RequestsQuery,
  ctx: Open311Context,
  now = Date.now(),
): Promise<Open311Request[]> {
  const values: unknown[] = [];
  const where: string[] = [];
  if (query.service_request_id && query.service_request_id.length > 0) {
    values.push(query.service_request_id);
    where.push(`r.id = any($${values.length}::uuid[])`);
  } else {
    // A start alone reads up to now and later; an end alone, or neither, the 90 days before it.
    const end = query.end_date ? Date.parse(query.end_date) : query.start_date ? null : now;
    const start = query.start_date ? Date.parse(query.start_date) : end! - OPEN311_DEFAULT_DAYS * DAY_MS;
    if (end !== null && start > end) throw new Open311QueryError('start_date doit précéder end_date.');
    values.push(new Date(start));
    where.push(`r.created_at >= $1`);
    if (end !== null) {
      values.push(new Date(end));
      where.push(`r.created_at <= $2`);
    }
    if (query.service_code) {
      values.push(query.service_code);
      where.push(`r.type = $${values.length}`);
    }
    if (query.status) where.push(query.status === 'closed' ? `r.status = 'resolu'` : `r.status <> 'resolu'`);
  }
  const { rows } = await sql.query<RequestRow>(
    `select ${REQUEST_COLUMNS} from neighbour_reports r
     where ${where.join(' and ')}
     order by r.created_at desc, r.id desc
     limit ${OPEN311_MAX_REQUESTS}`,
    values,
  );
  return rows.map((r) => toRequest(r, ctx));
}

export async function getRequest(sql: Sql, id: string, ctx: Open311Context): Promise<Open311Request | null> {
  const { rows } = await sql.query<RequestRow>(`select ${REQUEST_COLUMNS} from neighbour_reports r where r.id = $1`, [
    id,
  ]);
  return rows[0] ? toRequest(rows[0], ctx) : null;
}
