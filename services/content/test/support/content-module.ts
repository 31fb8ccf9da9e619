import { randomUUID } from 'node:crypto';
import { AppError, ContentMessages, ErrorCode, type TUserSummary } from '@hirerelay/contracts';
import { isActiveAdmin } from '@hirerelay/domain';
import { startServiceModule, type ServiceModule } from '@hirerelay/testing';
import { AppModule } from '../../src/app.module.js';
import { createDatabase, type Database } from '../../src/database.js';
import { IdentityUsersClient } from '../../src/clients/identity-users.client.js';
import { ZContentEnv, type TContentEnv } from '../../src/config/env.js';

export type ContentModule = ServiceModule<TContentEnv, Database> & {
  /** The users identity would know: add an admin or a plain user with `users.set`. */
  users: Map<string, TUserSummary>;
  newAdmin(fullName?: string | null): TUserSummary;
};

/**
 * content's module in this process, on a database of this test file's own. Identity is another
 * service: it is replaced by a stand-in answering from `users`, with identity's rules (an active
 * admin may administer; names of unknown ids are absent).
 */
export async function startContentModule(): Promise<ContentModule> {
  const users = new Map<string, TUserSummary>();
  const namesOf = (ids: readonly string[]) =>
    new Map(ids.flatMap((id) => (users.has(id) ? [[id, users.get(id)!.fullName] as const] : [])));
  const identity: Pick<IdentityUsersClient, 'requireAdmin' | 'namesOf'> = {
    requireAdmin: (actorId, authorIds = []) => {
      const actor = users.get(actorId);
      if (!actor || !isActiveAdmin(actor))
        return Promise.reject(new AppError(ErrorCode.Forbidden, ContentMessages.forbidden));
      return Promise.resolve({ actor, names: namesOf([actorId, ...authorIds]) });
    },
    namesOf: (ids) => Promise.resolve(namesOf(ids)),
  };
  const content = await startServiceModule({
    service: 'content',
    rootModule: AppModule,
    createDatabase,
    configSchema: ZContentEnv,
    replace: [{ provide: IdentityUsersClient, useValue: identity }],
  });
  return Object.assign(content, {
    users,
    newAdmin: (fullName: string | null = null) => {
      const admin: TUserSummary = { id: randomUUID(), fullName, role: 'admin', status: 'active' };
      users.set(admin.id, admin);
      return admin;
    },
  });
}
