'use client';
/**
 * Every code field of the admin (HTML, CSS, JavaScript; fields/code.ts). `@payloadcms/ui` carries its own copy of
 * Monaco's loader inside its client bundle, which the provider's `loader.config` never reaches: left alone it loads
 * Monaco from cdn.jsdelivr.net, which the admin's Content-Security-Policy refuses (and a company network cannot
 * reach). That loader takes Monaco from `window.monaco` when it is there, so this field first loads Monaco from
 * the CMS itself (monaco-from-cms.tsx) and only then renders Payload's own code field.
 * docs/cms-content-model.md「Code editor」.
 */
import { CodeField, ShimmerEffect } from '@payloadcms/ui';
import type { CodeFieldClientComponent } from 'payload';
import { useEffect, useState } from 'react';
import { loadMonacoFromCms, monacoIsLoaded } from './monaco-from-cms.tsx';

export const CodeFieldFromCms: CodeFieldClientComponent = (props) => {
  const [ready, setReady] = useState(monacoIsLoaded);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    loadMonacoFromCms().then(
      () => mounted && setReady(true),
      (error: unknown) => {
        // Payload's field then shows its own error; the rest of the document stays editable.
        console.error('Monaco could not be loaded from the CMS', error);
        if (mounted) setReady(true);
      },
    );
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready ? <CodeField {...props} /> : <ShimmerEffect height="120px" />;
};
