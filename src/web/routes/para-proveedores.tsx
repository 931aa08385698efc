export default function Page() {
  return <h1>para-proveedores</h1>;
}
