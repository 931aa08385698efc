export default function Page() {
  return <h1>contacto</h1>;
}
