import { ERRORS } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findFileWithData } from './files.queries';

/**
 * A stored file with its bytes, for any signed-in person who may see the record it belongs to (files belong
 * to records everyone may read); a file of another site's record answers 404 as an unknown one.
 */
export async function getFile(ctx: AppContext, scope: SiteScope, id: string) {
  const file = await findFileWithData(ctx.db, id, scope);
  if (!file) throw new AppError(ERRORS.fileNotFound);
  return file;
}
