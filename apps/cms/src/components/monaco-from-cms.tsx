'use client';
/**
 * The admin's code fields (HTML, CSS, JavaScript) use Monaco through @monaco-editor/react, whose loader fetches
 * Monaco from cdn.jsdelivr.net unless told otherwise: unreachable where only the CMS is (a company network, this
 * machine). This provider (payload.config.ts, admin.components.providers) points the loader at the copy the CMS
 * serves itself (scripts/copy-monaco.ts → public/monaco/vs). docs/cms-content-model.md「Code editor」.
 */
import { loader } from '@monaco-editor/react';
import type { ReactNode } from 'react';

/** Same-origin folder of Monaco's AMD build (`loader.js`, `editor/editor.main.js`, workers under `assets/`). */
export const MONACO_VS_PATH = '/monaco/vs';

// At module load, before any code field mounts: the loader reads its configuration once, on its first init().
loader.config({ paths: { vs: MONACO_VS_PATH } });

export function MonacoFromCms({ children }: { children?: ReactNode }) {
  return children;
}
