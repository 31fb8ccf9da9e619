import { Injectable } from '@nestjs/common';
import type { GetJobFitRpc, RpcReply } from '@hirerelay/contracts';
import type { RpcInput } from '@hirerelay/nest-common';
import { refuseUnlessMayOpen } from '../jobs/job-access.rules.js';
import { JobFitWork } from './job-fit-work.service.js';
import { toJobFit } from './job-fit.mapper.js';
import { JobFitRepository } from './job-fit.repository.js';

/** A job's fit for its owner and staff (the same access rule as the job page). */
@Injectable()
export class FitService {
  constructor(
    private readonly fits: JobFitRepository,
    private readonly work: JobFitWork,
  ) {}

  async get(request: RpcInput<typeof GetJobFitRpc>): Promise<RpcReply<typeof GetJobFitRpc>> {
    const job = await this.fits.find(request.jobId);
    refuseUnlessMayOpen(request.actor, job);
    // A job saved before fits existed has none and is not pending: its first read asks for one
    // (a million old jobs are never computed at once; only those people open).
    if (!job.fit && !job.fitPending && (await this.fits.markPendingIfNone(request.jobId))) {
      this.work.kick();
      return toJobFit(null, true);
    }
    return toJobFit(job.fit, job.fitPending);
  }
}
