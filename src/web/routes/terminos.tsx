export default function Page() {
  return <h1>terminos</h1>;
}
