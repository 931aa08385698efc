export default function Page() {
  return <h1>como-funciona</h1>;
}
