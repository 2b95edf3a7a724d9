export {
  deleteFileRow,
  deleteFilesOf,
  type FileMeta,
  findFileMeta,
  insertFile,
  listFileMetaOf,
  type NewFile,
} from './files.queries';
export { fileRoutes } from './files.routes';

/** The address a stored file is served at. */
export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}
