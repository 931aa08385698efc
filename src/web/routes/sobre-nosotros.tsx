export default function Page() {
  return <h1>sobre-nosotros</h1>;
}
