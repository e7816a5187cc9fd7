/** Vite's `?raw` imports (the workers test pool runs through Vite): the file's text. */
declare module '*?raw' {
  const text: string;
  export default text;
}
