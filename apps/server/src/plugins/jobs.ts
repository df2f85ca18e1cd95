import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_SESSION } from './session.ts';

/**
 * A task the app runs on a timer for as long as it lives (the digest mails, the summary after
 * quiet hours). Several instances run the same jobs on one database: each run must claim its
 * work in SQL (a conditional update, `for update skip locked`), so two runs at once never do the
 * same thing twice. `now` is the run's clock, which tests set.
 */
export type Job = { name: string; everyMs: number; run: (now: Date) => Promise<unknown> };

export type JobRunner = {
  /** Starts `job` on its timer (not under NODE_ENV=test, where tests call `run` with their clock). */
  add(job: Job): void;
  /** Runs the job named `name` once, as its timer would, its failure thrown to the caller. */
  run(name: string, now?: Date): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/** `app.jobs` on the root instance; the timers stop when the app closes. */
export function registerJobs(app: FastifyInstance): void {
  const jobs = new Map<string, Job>();
  const timers: NodeJS.Timeout[] = [];
  // Every run counted by its outcome, the timer's and a caller's alike.
  const counted = async (job: Job, now: Date) => {
    try {
      await job.run(now);
    } catch (error) {
      app.metrics.jobRan(job.name, 'failed');
      throw error;
    }
    app.metrics.jobRan(job.name, 'succeeded');
  };
  const runOnce = async (job: Job, now: Date) => {
    try {
      await counted(job, now);
    } catch (error) {
      app.log.error({ err: error, job: job.name }, 'job failed');
    }
  };
  app.decorate('jobs', {
    add(job) {
      if (jobs.has(job.name)) throw new Error(`the job '${job.name}' is added twice`);
      jobs.set(job.name, job);
      if (app.env.NODE_ENV === 'test') return;
      const timer = setInterval(() => void runOnce(job, new Date()), job.everyMs);
      timer.unref();
      timers.push(timer);
    },
    async run(name, now = new Date()) {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job named '${name}'`);
      await counted(job, now);
    },
  } satisfies JobRunner);
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}

/**
 * Tests only (JOBS_TEST_TRIGGER, refused at boot unless NODE_ENV=test): runs a job at the given
 * instant, so an e2e journey reaches the end of quiet hours without waiting for them. Hidden from
 * the API document.
 */
export const jobsTestTrigger: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/jobs/:name',
    {
      schema: {
        hide: true,
        summary: 'Lancer une tâche planifiée (tests)',
        operationId: 'runJobForTests',
        security: NO_SESSION,
        params: z.object({ name: z.string().regex(/^[a-z-]{1,40}$/) }),
        body: z.object({ at: z.iso.datetime() }).strict(),
      },
    },
    async (request, reply) => {
      await app.jobs.run(request.params.name, new Date(request.body.at));
      return reply.status(204).send();
    },
  );
};
