/** `virtual:home-content/<locale>`: the home page's summary in one language (built by home-content.build.ts). */
declare module 'virtual:home-content/*' {
  const content: unknown;
  export default content;
}
