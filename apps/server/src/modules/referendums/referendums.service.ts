import {
  REFERENDUM_END_IN_FUTURE,
  REFERENDUM_MAX_DURATION_DAYS,
  votePercentages,
  type CreateReferendumInput,
  type Referendum,
  type ReferendumChoice,
  type ReferendumElectorate,
  type ReferendumsPage,
  type ReferendumsQuery,
  type ReferendumStats,
  type ReferendumVoter,
  type ReferendumVotersPage,
  type ReferendumVotersQuery,
  type ReferendumProposal,
  type ReferendumProposalsList,
  type Role,
  type VoteReferendumResponse,
} from '@portmarin/shared';
import type pg from 'pg';
import type { z } from 'zod';
import { logModeration } from '../../db/moderation-log.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { cursorCodec, cursorFields } from '../../db/cursor.ts';
import { inTransaction, insertion, isoMicro, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import { isAdmin } from '../../lib/roles.ts';
import { isVerifiedResident } from '../verification/index.ts';
import { canManageReferendums, canSeeVoters } from './referendums.policy.ts';
import { newReceiptCode, receiptHash } from './receipts.ts';
import { shownUsername } from '../../db/user-names.ts';

/** The viewer of a request: a signed-in resident's id and site role, or null for a visitor. */
export type Viewer = { id: string; role: Role } | null;

const ACTIVE = `(r.closed_at is null and r.ends_at > now())`;

/**
 * Who may vote in the referendum `r` (a SQL alias), the resident `userId` (a column or parameter):
 * an account with a confirmed e-mail, and a verified resident now when the vote is residents'.
 */
const mayVote = (r: string, userId: string) =>
  `(exists(select 1 from "user" mv where mv.id = ${userId} and mv.email_verified)
    and (${r}.electorate <> 'verified_residents' or ${isVerifiedResident(userId)}))`;

/**
 * The size of `r`'s electorate now: verified residents for a residents' vote, else the accounts
 * with a confirmed e-mail. Neither depends on the row but through its electorate, so PostgreSQL
 * counts each once per query.
 */
const electorateSize = (r: string) =>
  `(case when ${r}.electorate = 'verified_residents'
     then (select count(*) from "user" eu where eu.email_verified and ${isVerifiedResident('eu.id')})
     else (select count(*) from "user" eu where eu.email_verified) end)`;

/** Whether the resident is a verified resident now (the civic-voice town setting asks for it). */
async function isVerifiedResidentNow(sql: Sql, userId: string): Promise<boolean> {
  const { rows } = await sql.query<{ verified: boolean }>(`select ${isVerifiedResident('$1')} as verified`, [userId]);
  return rows[0]!.verified;
}

/** Voters over the electorate, in percent with one decimal (0 while nobody may vote). */
const turnout = (r: string) =>
  `coalesce(round((select count(*) from referendum_voters tv where tv.referendum_id = ${r}.id) * 100.0
     / nullif(${electorateSize(r)}, 0), 1), 0)`;

/** Every column a `Referendum` needs; `$1` is the viewer's id (null for a visitor). */
const REFERENDUM_COLUMNS = `r.id, r.title, r.question, r.description, r.category, r.anonymous, r.allow_comments,
  r.electorate, r.votes_for, r.votes_against, ${iso('r.ends_at')} as ends_at, ${iso('r.closed_at')} as closed_at,
  ${iso('r.created_at')} as created_at, ${ACTIVE} as active,
  exists(select 1 from referendum_voters v where v.referendum_id = r.id and v.user_id = $1) as has_voted,
  ($1::text is not null and ${mayVote('r', '$1')}) as viewer_may_vote,
  ${turnout('r')}::float8 as participation`;

type ReferendumRow = {
  id: string;
  title: string;
  question: string;
  description: string;
  category: string;
  anonymous: boolean;
  allow_comments: boolean;
  electorate: ReferendumElectorate;
  votes_for: number;
  votes_against: number;
  ends_at: string;
  closed_at: string | null;
  created_at: string;
  active: boolean;
  has_voted: boolean;
  viewer_may_vote: boolean;
  participation: number;
};

function toReferendum(r: ReferendumRow, viewer: Viewer): Referendum {
  return {
    id: r.id,
    title: r.title,
    question: r.question,
    description: r.description,
    category: r.category,
    endsAt: r.ends_at,
    closedAt: r.closed_at,
    status: r.active ? 'active' : 'closed',
    anonymous: r.anonymous,
    allowComments: r.allow_comments,
    electorate: r.electorate,
    viewerMayVote: r.viewer_may_vote,
    participation: r.participation,
    votesFor: r.votes_for,
    votesAgainst: r.votes_against,
    totalVotes: r.votes_for + r.votes_against,
    ...votePercentages(r.votes_for, r.votes_against),
    createdAt: r.created_at,
    hasVoted: r.has_voted,
    canClose: r.active && canManageReferendums(viewer),
    canSeeVoters: canSeeVoters(viewer, r),
  };
}

// ------------------------------------------------------------------ reading

/**
 * 'Actifs': the soonest to end first. 'Terminés': the latest ended first (closed early: when it was
 * closed). Both with the tab counts.
 */
export async function listReferendums(sql: Sql, viewer: Viewer, query: ReferendumsQuery): Promise<ReferendumsPage> {
  const cursor = decodeCursor(query.cursor);
  const active = query.status === 'active';
  const sortAt = active ? 'r.ends_at' : 'coalesce(r.closed_at, r.ends_at)';
  const values: unknown[] = [viewer?.id ?? null, query.limit + 1];
  const where = [active ? ACTIVE : `not ${ACTIVE}`];
  if (cursor) {
    values.push(cursor.at, cursor.id);
    where.push(`(${sortAt}, r.id) ${active ? '>' : '<'} ($3::timestamptz, $4::uuid)`);
  }
  const direction = active ? 'asc' : 'desc';
  const [{ rows }, counts] = await Promise.all([
    sql.query<ReferendumRow & { cursor_at: string }>(
      `select ${REFERENDUM_COLUMNS}, ${isoMicro(sortAt)} as cursor_at
       from referendums r
       where ${where.join(' and ')}
       order by ${sortAt} ${direction}, r.id ${direction}
       limit $2`,
      values,
    ),
    sql.query<{ active: number; closed: number }>(
      `select count(*) filter (where ${ACTIVE})::int as active, count(*) filter (where not ${ACTIVE})::int as closed
       from referendums r`,
    ),
  ]);
  const page = pageOf(rows, query.limit);
  return {
    referendums: page.rows.map((row) => toReferendum(row, viewer)),
    nextCursor: page.nextCursor,
    counts: counts.rows[0]!,
  };
}

/**
 * The figures above the tabs. Average participation: for each referendum, its voters over its own
 * electorate now (verified residents, or accounts with a verified e-mail), averaged, in percent
 * with one decimal. A referendum nobody may vote in yet counts as 0.
 */
export async function getStats(sql: Sql, defaultElectorate: ReferendumElectorate): Promise<ReferendumStats> {
  const { rows } = await sql.query<Omit<ReferendumStats, 'defaultElectorate'>>(
    `with turnout as (
       select r.id, r.closed_at, r.ends_at, r.votes_for + r.votes_against as votes,
         (select count(*) from referendum_voters v where v.referendum_id = r.id) as voters,
         ${electorateSize('r')} as electorate
       from referendums r
     )
     select count(*) filter (where t.closed_at is null and t.ends_at > now())::int as "activeReferendums",
       coalesce(sum(t.votes), 0)::int as "totalVotes",
       count(*)::int as "totalReferendums",
       coalesce(round(avg(coalesce(t.voters * 100.0 / nullif(t.electorate, 0), 0)), 1), 0)::float8
         as "averageParticipation"
     from turnout t`,
  );
  // No referendum yet: one row of zeros all the same (an aggregate without GROUP BY).
  const stats = rows[0] ?? { activeReferendums: 0, totalVotes: 0, totalReferendums: 0, averageParticipation: 0 };
  return { ...stats, defaultElectorate };
}

/** New referendums are residents' once the town can verify who they are (FranceConnect), else accounts'. */
export const defaultElectorateFor = (franceConnectOffered: boolean): ReferendumElectorate =>
  franceConnectOffered ? 'verified_residents' : 'verified_accounts';

async function findReferendum(sql: Sql, id: string, viewer: Viewer, lock = false): Promise<ReferendumRow> {
  const { rows } = await sql.query<ReferendumRow>(
    `select ${REFERENDUM_COLUMNS} from referendums r where r.id = $2 ${lock ? 'for no key update of r' : ''}`,
    [viewer?.id ?? null, id],
  );
  const row = rows[0];
  if (!row) throw new AppError('REFERENDUM_NOT_FOUND');
  return row;
}

export async function getReferendum(sql: Sql, id: string, viewer: Viewer): Promise<Referendum> {
  return toReferendum(await findReferendum(sql, id, viewer), viewer);
}

// ------------------------------------------------------------------ the moderators' work

/** The end date must be ahead, within two years (checked here, on the server's clock). */
function checkedEnd(endsAtText: string): number {
  const endsAt = Date.parse(endsAtText);
  if (!(endsAt > Date.now())) throw new AppError('VALIDATION_ERROR', REFERENDUM_END_IN_FUTURE);
  if (endsAt > Date.now() + REFERENDUM_MAX_DURATION_DAYS * 24 * 60 * 60 * 1000) {
    throw new AppError('VALIDATION_ERROR', 'La date de fin doit être dans les deux ans à venir.');
  }
  return endsAt;
}

type ReferendumForm = z.output<typeof CreateReferendumInput> & { electorate: ReferendumElectorate };

/**
 * Writes the referendum form as a referendum (`created_by`) or a resident's proposal (`proposed_by`):
 * one insert for both, the end date checked ahead. Returns the new row's id.
 */
async function insertReferendumForm(
  sql: Sql,
  table: 'referendums' | 'referendum_proposals',
  author: { created_by: string } | { proposed_by: string },
  input: ReferendumForm,
): Promise<string> {
  const values: unknown[] = [];
  const { columns, placeholders } = insertion(
    {
      ...author,
      title: input.title,
      question: input.question,
      description: input.description,
      category: input.category,
      ends_at: new Date(checkedEnd(input.endsAt)).toISOString(),
      anonymous: input.anonymous,
      allow_comments: input.allowComments,
      electorate: input.electorate,
    },
    values,
  );
  const { rows } = await sql.query<{ id: string }>(
    `insert into ${table} (${columns}) values (${placeholders}) returning id`,
    values,
  );
  return rows[0]!.id;
}

/** Moderators and admins only; the end date must be ahead (checked here, on the server's clock). */
export async function createReferendum(
  sql: Sql,
  viewer: NonNullable<Viewer>,
  input: ReferendumForm,
): Promise<Referendum> {
  if (!canManageReferendums(viewer)) throw new AppError('MODERATORS_ONLY');
  const id = await insertReferendumForm(sql, 'referendums', { created_by: viewer.id }, input);
  return getReferendum(sql, id, viewer);
}

/** Closes an active referendum now, logged with the moderator's reason in the same transaction. */
export async function closeReferendum(
  pool: pg.Pool,
  viewer: NonNullable<Viewer>,
  id: string,
  reason: string | undefined,
): Promise<Referendum> {
  if (!canManageReferendums(viewer)) throw new AppError('MODERATORS_ONLY');
  await inTransaction(pool, async (client) => {
    const row = await findReferendum(client, id, viewer, true);
    if (!row.active) throw new AppError('REFERENDUM_CLOSED');
    const { rows } = await client.query<{ created_by: string | null }>(
      `update referendums set closed_at = now(), updated_at = now() where id = $1 returning created_by`,
      [id],
    );
    await logModeration(client, {
      moderatorId: viewer.id,
      action: 'referendum.close',
      targetType: 'referendum',
      targetId: id,
      targetUserId: rows[0]!.created_by,
      reason: reason || 'Clôture anticipée du référendum',
      details: { title: row.title, votesFor: row.votes_for, votesAgainst: row.votes_against },
    });
  });
  return getReferendum(pool, id, viewer);
}

// ------------------------------------------------------------------ voting

/**
 * One vote per resident: the `referendum_voters` key decides, in one transaction with the ballot
 * and the counts. A concurrent second attempt waits on the first insert, then finds the row
 * (ALREADY_VOTED). The referendum row is locked (no key update: the voters' foreign keys only
 * share its key), so closing and voting never interleave. An
 * anonymous ballot has no voter and no time; only the receipt's hash finds it.
 */
export async function voteReferendum(
  pool: pg.Pool,
  viewer: NonNullable<Viewer> & { emailVerified: boolean },
  id: string,
  choice: ReferendumChoice,
): Promise<VoteReferendumResponse> {
  if (!viewer.emailVerified) throw new AppError('VOTE_EMAIL_NOT_VERIFIED');
  const receiptCode = newReceiptCode();
  await inTransaction(pool, async (client) => {
    const voted = await client.query(
      `insert into referendum_voters (referendum_id, user_id)
       select id, $2 from referendums where id = $1
       on conflict do nothing returning user_id`,
      [id, viewer.id],
    );
    const row = await findReferendum(client, id, viewer, true);
    if (!row.active) throw new AppError('REFERENDUM_CLOSED');
    if (voted.rowCount === 0) throw new AppError('ALREADY_VOTED');
    // Read in the vote's transaction: a verification revoked or expired a moment ago no longer counts.
    if (!row.viewer_may_vote) throw new AppError('VOTE_RESIDENT_NOT_VERIFIED');
    const column = choice === 'pour' ? 'votes_for' : 'votes_against';
    await client.query(`update referendums set ${column} = ${column} + 1, updated_at = now() where id = $1`, [id]);
    await client.query(
      `insert into referendum_ballots (referendum_id, choice, receipt_hash, user_id) values ($1, $2, $3, $4)`,
      [id, choice, receiptHash(receiptCode), row.anonymous ? null : viewer.id],
    );
  });
  return { receiptCode, referendum: await getReferendum(pool, id, viewer) };
}

/** Whether the ballot of this receipt is counted in this referendum; never its choice. */
export async function checkReceipt(sql: Sql, id: string, code: string): Promise<{ counted: boolean }> {
  const { rows } = await sql.query<{ counted: boolean; found: boolean }>(
    `select exists(select 1 from referendums where id = $1) as found,
       exists(select 1 from referendum_ballots where referendum_id = $1 and receipt_hash = $2) as counted`,
    [id, receiptHash(code)],
  );
  if (!rows[0]!.found) throw new AppError('REFERENDUM_NOT_FOUND');
  return { counted: rows[0]!.counted };
}

/** The voters' keyset: the name, then the ballot's id (which breaks ties between namesakes). */
const voterCursor = cursorCodec<[name: string, ballotId: string]>(cursorFields.text, cursorFields.uuid);

/** Admins only, and never for an anonymous referendum: its ballots know no voter. */
export async function listVoters(
  sql: Sql,
  viewer: NonNullable<Viewer>,
  id: string,
  query: ReferendumVotersQuery,
): Promise<ReferendumVotersPage> {
  if (!isAdmin(viewer)) throw new AppError('ADMINS_ONLY');
  const referendum = await findReferendum(sql, id, viewer);
  if (!canSeeVoters(viewer, referendum)) throw new AppError('REFERENDUM_ANONYMOUS');
  const cursor = voterCursor.decode(query.cursor);
  const values: unknown[] = [id, query.limit + 1];
  if (cursor) values.push(cursor[0], cursor[1]);
  const { rows } = await sql.query<ReferendumVoter & { ballot_id: string }>(
    `select u.id, u.name, u.username, u.image, b.choice, b.id as ballot_id
     from referendum_ballots b join "user" u on u.id = b.user_id
     where b.referendum_id = $1 ${cursor ? 'and (u.name, b.id) > ($3, $4::uuid)' : ''}
     order by u.name, b.id
     limit $2`,
    values,
  );
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  const last = page.at(-1);
  // The ballot's id breaks ties between namesakes (a resident's id is not a uuid).
  const voters = page.map(({ ballot_id: _ballotId, ...voter }) => voter);
  return { voters, nextCursor: more && last ? voterCursor.encode([last.name, last.ballot_id]) : null };
}

// ------------------------------------------------------------------ residents' proposals

type ProposalRow = {
  id: string;
  title: string;
  question: string;
  description: string;
  category: string;
  ends_at: string;
  anonymous: boolean;
  allow_comments: boolean;
  electorate: ReferendumElectorate;
  status: 'pending' | 'published' | 'declined';
  created_at: string;
  proposer_id: string | null;
  proposer_name: string | null;
  proposer_username: string | null;
};

const PROPOSAL_COLUMNS = `p.id, p.title, p.question, p.description, p.category, ${iso('p.ends_at')} as ends_at,
  p.anonymous, p.allow_comments, p.electorate, p.status, ${iso('p.created_at')} as created_at,
  u.id as proposer_id, u.name as proposer_name, ${shownUsername('u')} as proposer_username`;

const toProposal = (r: ProposalRow): ReferendumProposal => ({
  id: r.id,
  title: r.title,
  question: r.question,
  description: r.description,
  category: r.category,
  endsAt: r.ends_at,
  anonymous: r.anonymous,
  allowComments: r.allow_comments,
  electorate: r.electorate,
  status: r.status,
  createdAt: r.created_at,
  proposer: r.proposer_id ? { id: r.proposer_id, name: r.proposer_name ?? '', username: r.proposer_username } : null,
});

/** Pending proposals shown at once to moderators: far more than the town will have waiting. */
const PROPOSALS_LISTED = 100;

/**
 * A resident with a verified e-mail proposes a referendum; it waits for a moderator, unseen. When
 * the town asks for it (`residentsOnly`), only a verified resident proposes.
 */
export async function proposeReferendum(
  sql: Sql,
  viewer: NonNullable<Viewer> & { emailVerified: boolean },
  input: ReferendumForm,
  residentsOnly: boolean,
): Promise<ReferendumProposal> {
  if (!viewer.emailVerified) throw new AppError('PROPOSAL_EMAIL_NOT_VERIFIED');
  if (residentsOnly && !(await isVerifiedResidentNow(sql, viewer.id))) {
    throw new AppError('PROPOSAL_RESIDENT_NOT_VERIFIED');
  }
  const id = await insertReferendumForm(sql, 'referendum_proposals', { proposed_by: viewer.id }, input);
  return findProposal(sql, id);
}

async function findProposal(sql: Sql, id: string, lock = false): Promise<ReferendumProposal> {
  const { rows } = await sql.query<ProposalRow>(
    `select ${PROPOSAL_COLUMNS} from referendum_proposals p left join "user" u on u.id = p.proposed_by
     where p.id = $1 ${lock ? 'for update of p' : ''}`,
    [id],
  );
  if (!rows[0]) throw new AppError('REFERENDUM_PROPOSAL_NOT_FOUND');
  return toProposal(rows[0]);
}

/** Moderators' queue: pending proposals, oldest first. */
export async function listPendingProposals(sql: Sql, viewer: Viewer): Promise<ReferendumProposalsList> {
  if (!canManageReferendums(viewer)) throw new AppError('MODERATORS_ONLY');
  const { rows } = await sql.query<ProposalRow>(
    `select ${PROPOSAL_COLUMNS} from referendum_proposals p left join "user" u on u.id = p.proposed_by
     where p.status = 'pending' order by p.created_at, p.id limit ${PROPOSALS_LISTED}`,
  );
  return { proposals: rows.map(toProposal) };
}

export type ProposalDecision = { proposerId: string | null; title: string; referendumId: string | null };

/**
 * A moderator publishes a proposal as a referendum (its end date checked again: it must still be
 * ahead) or declines it with a reason; logged in the same transaction.
 */
export async function decideProposal(
  pool: pg.Pool,
  viewer: NonNullable<Viewer>,
  id: string,
  decision: { publish: true } | { publish: false; reason: string },
): Promise<ProposalDecision> {
  if (!canManageReferendums(viewer)) throw new AppError('MODERATORS_ONLY');
  return inTransaction(pool, async (client) => {
    const proposal = await findProposal(client, id, true);
    if (proposal.status !== 'pending') throw new AppError('REFERENDUM_PROPOSAL_DECIDED');
    let referendumId: string | null = null;
    if (decision.publish) {
      const referendum = await createReferendum(client, viewer, {
        title: proposal.title,
        question: proposal.question,
        description: proposal.description,
        category: proposal.category as z.output<typeof CreateReferendumInput>['category'],
        endsAt: proposal.endsAt,
        anonymous: proposal.anonymous,
        allowComments: proposal.allowComments,
        electorate: proposal.electorate,
      });
      referendumId = referendum.id;
    }
    await client.query(
      `update referendum_proposals set status = $2, decline_reason = $3, referendum_id = $4, decided_by = $5,
         decided_at = now() where id = $1`,
      [
        id,
        decision.publish ? 'published' : 'declined',
        decision.publish ? null : decision.reason,
        referendumId,
        viewer.id,
      ],
    );
    await logModeration(client, {
      moderatorId: viewer.id,
      action: decision.publish ? 'referendum_proposal.publish' : 'referendum_proposal.decline',
      targetType: 'referendum_proposal',
      targetId: id,
      targetUserId: proposal.proposer?.id ?? null,
      reason: decision.publish ? 'Proposition publiée' : decision.reason,
      details: { title: proposal.title, referendumId },
    });
    return { proposerId: proposal.proposer?.id ?? null, title: proposal.title, referendumId };
  });
}

/** Sent once the decision is committed: the proposer follows their proposal through notifications. */
export async function notifyProposalDecision(
  notifier: Notifier,
  decision: ProposalDecision,
  reason: string | null,
): Promise<void> {
  if (!decision.proposerId) return;
  await notifier.notify(
    decision.referendumId
      ? {
          userId: decision.proposerId,
          actorId: null,
          type: 'referendum_proposal_published',
          content: `« ${decision.title} » est ouvert au vote.`,
          link: `/referendum/${decision.referendumId}`,
        }
      : {
          userId: decision.proposerId,
          actorId: null,
          type: 'referendum_proposal_declined',
          content: `« ${decision.title} » n’a pas été retenu : ${reason ?? ''}`,
          link: '/referendum',
        },
  );
}
