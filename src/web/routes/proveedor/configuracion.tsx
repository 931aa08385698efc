export default function Page() {
  return <h1>proveedor/configuracion</h1>;
}
