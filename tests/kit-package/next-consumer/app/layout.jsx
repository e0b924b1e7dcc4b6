import '@shop/ui/styles.css';
import './app.css';

export const metadata = { title: 'Kit in Next.js' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
