export default function Page() {
  return <h1>proveedor/resumen</h1>;
}
