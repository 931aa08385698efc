export default function Page() {
  return <h1>cliente/seguridad</h1>;
}
