-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "hosted_invoice_url" TEXT,
ADD COLUMN     "invoice_pdf_url" TEXT,
ADD COLUMN     "refunded_at" TIMESTAMPTZ(3);
