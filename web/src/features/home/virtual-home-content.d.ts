declare module 'virtual:home-content' {
  const content: unknown;
  export default content;
}
