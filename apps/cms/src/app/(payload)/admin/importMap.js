import { CodeFieldFromCms as CodeFieldFromCms_04f07912fdd661efbed8ae10a73e9c41 } from '../../../components/code-field-from-cms';
import { LoginLockoutNote as LoginLockoutNote_0884b001f2d4ea863646fe79f98a105d } from '../../../components/login-lockout-note';
import { MonacoFromCms as MonacoFromCms_c453939d06591457d7dca0d61c986db2 } from '../../../components/monaco-from-cms';
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc';

/** @type import('payload').ImportMap */
export const importMap = {
  '/components/code-field-from-cms#CodeFieldFromCms': CodeFieldFromCms_04f07912fdd661efbed8ae10a73e9c41,
  '/components/login-lockout-note#LoginLockoutNote': LoginLockoutNote_0884b001f2d4ea863646fe79f98a105d,
  '/components/monaco-from-cms#MonacoFromCms': MonacoFromCms_c453939d06591457d7dca0d61c986db2,
  '@payloadcms/next/rsc#CollectionCards': CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1,
};
