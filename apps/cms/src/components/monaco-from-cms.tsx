'use client';
/**
 * The admin's code fields (HTML, CSS, JavaScript) use Monaco through @monaco-editor/react, whose loader fetches
 * Monaco from cdn.jsdelivr.net unless told otherwise: unreachable where only the CMS is (a company network, this
 * machine), and refused by the admin's Content-Security-Policy. This provider (payload.config.ts,
 * admin.components.providers) points the loader at the copy the CMS serves itself (scripts/copy-monaco.ts →
 * public/monaco/vs); the code fields (code-field-from-cms.tsx) load Monaco through it before Payload's editor
 * mounts. docs/cms-content-model.md「Code editor」.
 */
import { loader } from '@monaco-editor/react';
import type { ReactNode } from 'react';

/** Same-origin folder of Monaco's AMD build (`loader.js`, `editor/editor.main.js`, workers under `assets/`). */
export const MONACO_VS_PATH = '/monaco/vs';

// At module load, before any code field mounts: the loader reads its configuration once, on its first init().
loader.config({ paths: { vs: MONACO_VS_PATH } });

type WithMonaco = { monaco?: { editor?: unknown } };

/** Whether Monaco is on the page (`window.monaco`, where every copy of the loader looks first). */
export const monacoIsLoaded = (): boolean => Boolean((globalThis as WithMonaco).monaco?.editor);

let loading: Promise<void> | null = null;

/** Loads Monaco from the CMS once per page and leaves it on `window.monaco`. */
export function loadMonacoFromCms(): Promise<void> {
  loading ??= Promise.resolve(loader.init()).then((monaco) => {
    (globalThis as WithMonaco).monaco ??= monaco;
  });
  return loading;
}

export function MonacoFromCms({ children }: { children?: ReactNode }) {
  return children;
}
