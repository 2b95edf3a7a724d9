import { ERRORS } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findFileWithData } from './files.queries';

/** A stored file with its bytes, for any signed-in person (files belong to records everyone may read). */
export async function getFile(ctx: AppContext, id: string) {
  const file = await findFileWithData(ctx.db, id);
  if (!file) throw new AppError(ERRORS.fileNotFound);
  return file;
}
