/** The URL of the prefectures' outlines, a GeoJSON asset made at build (build/prefecture-outlines.ts). */
declare module 'virtual:prefecture-outlines' {
  const url: string;
  export default url;
}
