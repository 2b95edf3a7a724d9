import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { asset_breakdowns, files, work_orders } from '../../db/schema';
import { assetInScope, type SiteScope, workInScope } from '../../db/site-scope';

/** A stored file without its bytes. */
export const fileMetaColumns = {
  id: files.id,
  owner_type: files.owner_type,
  owner_id: files.owner_id,
  filename: files.filename,
  content_type: files.content_type,
  size_bytes: files.size_bytes,
  created_by: files.created_by,
  created_at: files.created_at,
};
export type FileMeta = {
  id: string;
  owner_type: string;
  owner_id: string;
  filename: string;
  content_type: string;
  size_bytes: number;
  created_by: string | null;
  created_at: string;
};

export interface NewFile {
  owner_type: string;
  owner_id: string;
  filename: string;
  content_type: string;
  data: Buffer;
  created_by: string | null;
}

export async function insertFile(db: DbOrTx, file: NewFile): Promise<FileMeta> {
  const [row] = await db
    .insert(files)
    .values({ ...file, size_bytes: file.data.length })
    .returning(fileMetaColumns);
  return row;
}

/**
 * The file belongs to a record within the caller's sites (docs/decisions/site-access.md): an asset's image
 * follows the asset, a breakdown's photo the breakdown's asset, a certificate its work order (shared when
 * the work order has no asset). A file of any other owner is kept for people with every site.
 */
function fileInScope(scope: SiteScope): SQL {
  if (scope === null) return sql`true`;
  return sql`(
    (${files.owner_type} = 'asset' and ${assetInScope(scope, files.owner_id)})
    or (${files.owner_type} = 'breakdown' and ${files.owner_id} in (select ${asset_breakdowns.id} from ${asset_breakdowns} where ${assetInScope(scope, asset_breakdowns.asset_id)}))
    or (${files.owner_type} = 'work_order_certificate' and ${files.owner_id} in (select ${work_orders.id} from ${work_orders} where ${workInScope(scope, work_orders.asset_id)}))
  )`;
}

/** A stored file with its bytes, or null (also when it belongs to a record of another site). */
export async function findFileWithData(db: DbOrTx, id: string, scope: SiteScope) {
  const [row] = await db
    .select({ ...fileMetaColumns, data: files.data })
    .from(files)
    .where(and(eq(files.id, id), fileInScope(scope)))
    .limit(1);
  return row ?? null;
}

export async function findFileMeta(db: DbOrTx, id: string): Promise<FileMeta | null> {
  const [row] = await db.select(fileMetaColumns).from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

export async function listFileMetaOf(db: DbOrTx, ownerType: string, ownerId: string): Promise<FileMeta[]> {
  return db
    .select(fileMetaColumns)
    .from(files)
    .where(and(eq(files.owner_type, ownerType), eq(files.owner_id, ownerId)))
    .orderBy(asc(files.created_at), asc(files.id));
}

export async function deleteFileRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

export async function deleteFilesOf(db: DbOrTx, ownerType: string, ownerId: string): Promise<number> {
  const deleted = await db
    .delete(files)
    .where(and(eq(files.owner_type, ownerType), eq(files.owner_id, ownerId)))
    .returning({ id: files.id });
  return deleted.length;
}
