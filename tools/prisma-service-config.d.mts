export declare function servicePrismaConfig(serviceDir: string): {
  schema: string;
  migrations: { path: string };
  datasource: { url: string };
};
