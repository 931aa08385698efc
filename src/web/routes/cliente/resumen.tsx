export default function Page() {
  return <h1>cliente/resumen</h1>;
}
