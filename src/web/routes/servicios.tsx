export default function Page() {
  return <h1>servicios</h1>;
}
