// CSS modules imported by demos: class names by key.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
