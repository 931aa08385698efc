// The URL of the built enhancement script (scripts/vite-enhance-script.ts).
declare module 'virtual:enhance-script' {
  const url: string;
  export default url;
}
