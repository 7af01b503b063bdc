/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Cookie domain of the product (".lifeyell.jp" in production); empty means host-only. */
  readonly VITE_COOKIE_DOMAIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
