export default function Page() {
  return <h1>registro</h1>;
}
