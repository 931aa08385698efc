export default function Page() {
  return <h1>reservar</h1>;
}
