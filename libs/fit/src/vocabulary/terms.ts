/**
 * The curated skills vocabulary: one line per canonical term, written by hand (not scraped).
 *
 *   Canonical name | category | field | alias; alias; ...
 *
 * Aliases are matched on word boundaries, case-insensitively, after the same tokenising as the
 * text (so "CI/CD" and "CI CD" are one alias, and a plural "s" is forgiven). An alias written
 * `=Go` is matched with its exact case only (short words that are also ordinary English).
 */
export const TERM_LINES = String.raw`
JavaScript|skill|software|JS; ECMAScript; ES6; JavaScript ES6
TypeScript|skill|software|TS; =TS
Python|skill|software|Python3; Python 3
Java|skill|software|Java 8; Java 11; Java 17; Java 21; Core Java
Go|skill|software|Golang; =Go
Rust|skill|software|
C++|skill|software|cpp
C#|skill|software|C sharp; csharp
Ruby|skill|software|
Ruby on Rails|tool|software|Rails; RoR
PHP|skill|software|
Kotlin|skill|software|
Swift|skill|software|
Scala|skill|software|
R|skill|data|=R; R programming; RStudio
SQL|skill|data|T-SQL; PL/SQL; structured query language
Bash|skill|software|shell scripting; Bash scripting; shell
PowerShell|skill|software|
HTML|skill|software|HTML5
CSS|skill|software|CSS3; Sass; SCSS
React|tool|software|React.js; ReactJS; React JS; React Native
Angular|tool|software|AngularJS; Angular.js
Vue.js|tool|software|Vue; VueJS
Next.js|tool|software|NextJS
Node.js|tool|software|Node; NodeJS; Node JS
Express|tool|software|Express.js; ExpressJS
NestJS|tool|software|Nest.js
Django|tool|software|Django REST Framework; DRF
Flask|tool|software|
FastAPI|tool|software|
Spring Boot|tool|software|Spring; Spring Framework; SpringBoot
.NET|tool|software|dotnet; ASP.NET; .NET Core
GraphQL|tool|software|
REST APIs|skill|software|REST; RESTful; REST API; RESTful APIs; RESTful services
Microservices|skill|software|microservice architecture; micro-services
PostgreSQL|tool|software|Postgres; psql; PostgresSQL
MySQL|tool|software|MariaDB
SQL Server|tool|data|MS SQL; MSSQL; Microsoft SQL Server
Oracle Database|tool|data|Oracle DB; Oracle
MongoDB|tool|software|Mongo
Redis|tool|software|
Elasticsearch|tool|software|Elastic; ELK; OpenSearch
Kafka|tool|data|Apache Kafka
RabbitMQ|tool|software|
Celery|tool|software|
Docker|tool|software|containers; Docker Compose; containerization
Kubernetes|tool|software|k8s; K8; EKS; GKE; AKS; OpenShift
Terraform|tool|software|HCL; infrastructure as code; IaC
Ansible|tool|software|
AWS|tool|software|Amazon Web Services; EC2; S3; Lambda; AWS Lambda
Azure|tool|software|Microsoft Azure
GCP|tool|software|Google Cloud; Google Cloud Platform
Linux|skill|software|Unix; Ubuntu; RHEL; Red Hat Linux
Git|tool|software|GitHub; GitLab; Bitbucket; version control
CI/CD|skill|software|continuous integration; continuous delivery; continuous deployment; Jenkins; GitHub Actions; CircleCI
Prometheus|tool|software|
Grafana|tool|software|
Datadog|tool|software|
On-call|skill|software|on-call rotation; on call; pager duty; PagerDuty
Testing|skill|software|unit testing; automated testing; test automation; TDD; Jest; Vitest; pytest; JUnit
Agile|skill|operations|Scrum; Kanban; agile methodologies; Agile/Scrum
Jira|tool|operations|Atlassian Jira
Confluence|tool|operations|
Figma|tool|software|
WordPress|tool|software|
System design|skill|software|distributed systems; software architecture
Security|skill|software|application security; OWASP; cybersecurity; information security
CKA|certification|software|Certified Kubernetes Administrator
AWS certification|certification|software|AWS Certified; AWS Certified Solutions Architect; AWS Solutions Architect
CompTIA A+|certification|software|A+ certification
CompTIA Security+|certification|software|Security+
CISSP|certification|software|
Active Directory|tool|software|AD
pandas|tool|data|
NumPy|tool|data|
SciPy|tool|data|
scikit-learn|tool|data|sklearn; scikit learn
PyTorch|tool|data|torch
TensorFlow|tool|data|Keras
XGBoost|tool|data|
Machine learning|skill|data|ML; machine-learning; predictive modeling; predictive modelling
Deep learning|skill|data|neural networks
NLP|skill|data|natural language processing
Statistics|skill|data|statistical analysis; statistical testing; statistical methods; hypothesis testing; statistical modeling; statistical modelling
Biostatistics|skill|data|biostatistical methods; survival analysis; mixed models; mixed-effects models
A/B testing|skill|data|A/B tests; AB testing; split testing; experimentation
Data visualization|skill|data|data visualisation; dashboards; dashboarding
Tableau|tool|data|
Power BI|tool|data|PowerBI; Microsoft Power BI
Looker|tool|data|LookML
Looker Studio|tool|marketing|Google Data Studio; Data Studio
Excel|tool|finance|Microsoft Excel; MS Excel; spreadsheets; pivot tables; VLOOKUP; XLOOKUP
Spark|tool|data|Apache Spark; PySpark; Spark SQL; Databricks
Hadoop|tool|data|HDFS; Hive
Airflow|tool|data|Apache Airflow
dbt|tool|data|data build tool
Snowflake|tool|data|
BigQuery|tool|data|Google BigQuery
Redshift|tool|data|Amazon Redshift
AWS Glue|tool|data|Glue
ETL|skill|data|ELT; data pipelines; data pipeline; SSIS
Data warehousing|skill|data|data warehouse; data modeling; data modelling
SAS|tool|data|SAS programming; SAS/STAT
SPSS|tool|data|IBM SPSS
Stata|tool|data|
CDISC|skill|data|SDTM; ADaM; CDISC standards
Clinical trials|skill|data|clinical trial; clinical research; clinical trials data; Phase II; Phase III
Registered Nurse (RN)|license|nursing|=RN; registered nurse; RN license; registered nursing license; RN licensure
Licensed Practical Nurse (LPN)|license|nursing|=LPN; licensed practical nurse; LVN; licensed vocational nurse
Certified Nursing Assistant (CNA)|certification|nursing|=CNA; certified nursing assistant; nursing assistant
Nurse Practitioner|license|nursing|=NP; APRN; FNP
BLS|certification|nursing|Basic Life Support; CPR; BLS certification; CPR certification
ACLS|certification|nursing|Advanced Cardiac Life Support; Advanced Cardiovascular Life Support
PALS|certification|nursing|Pediatric Advanced Life Support
NRP|certification|nursing|Neonatal Resuscitation Program
TNCC|certification|nursing|Trauma Nursing Core Course
CCRN|certification|nursing|critical care registered nurse certification
CEN|certification|nursing|Certified Emergency Nurse
CPN|certification|nursing|Certified Pediatric Nurse
OCN|certification|nursing|Oncology Certified Nurse
Acute care|skill|nursing|acute care experience; acute-care; hospital nursing; inpatient
ICU|skill|nursing|intensive care; intensive care unit; critical care; MICU; SICU
Emergency department|skill|nursing|ED; ER; emergency room; emergency nursing; emergency department experience; trauma center
Pediatrics|skill|nursing|pediatric; pediatric experience; paediatric; pediatric nursing; children's hospital
Medical-surgical nursing|skill|nursing|med-surg; med surg; medical surgical; medical-surgical
Home health|skill|nursing|home health care; home healthcare; home health experience; home care
OASIS|skill|nursing|OASIS documentation
Wound care|skill|nursing|wound management; dressing changes
Telemetry|skill|nursing|telemetry unit
Medication administration|skill|nursing|medication management; med pass
Patient assessment|skill|nursing|patient assessments; triage
Case management|skill|nursing|case manager; care coordination
Epic|tool|nursing|Epic EMR; Epic EHR; EpicCare
Cerner|tool|nursing|Cerner EHR
EHR|tool|nursing|EMR; electronic health records; electronic medical records
HIPAA|skill|nursing|
Infection control|skill|nursing|
B2B sales|skill|sales|B2B; business-to-business sales; B2B sales experience
SaaS sales|skill|sales|SaaS; software sales; selling SaaS
Enterprise sales|skill|sales|enterprise accounts; enterprise deals; enterprise software sales
Medical device sales|skill|sales|medical device; medical devices; medical sales
Surgical sales|skill|sales|OR environments; operating room
Pharmaceutical sales|skill|sales|pharma sales
Quota attainment|skill|sales|quota; quotas; sales targets; exceeding quota; meeting quota; President's Club
Cold calling|skill|sales|cold calls; cold-calling; cold call
Lead generation|skill|sales|lead gen; prospecting; outbound prospecting; outbound
Pipeline management|skill|sales|pipeline; pipeline reviews; sales pipeline
Forecasting|skill|finance|sales forecasting; forecasts; rolling forecasts; forecast
Territory management|skill|sales|territory; territory planning
Account management|skill|sales|account manager; key accounts; client relationships
Negotiation|skill|sales|negotiating; contract negotiation
Sales leadership|skill|sales|sales management; leading a sales team; sales team leadership; team leadership; people management; leading a team; managed a team
CRM|tool|sales|customer relationship management; CRM software; CRM proficiency
Salesforce|tool|sales|SFDC; Salesforce.com; Salesforce CRM
HubSpot|tool|marketing|HubSpot CRM
LinkedIn Sales Navigator|tool|sales|Sales Navigator
Outreach.io|tool|sales|Outreach; Salesloft
MEDDIC|skill|sales|MEDDPICC; MEDDICC
Solution selling|skill|sales|consultative selling; Challenger Sale; SPIN selling
CPA|certification|finance|Certified Public Accountant; CPA license
CFA|certification|finance|Chartered Financial Analyst; CFA Level I; CFA Level II; CFA charterholder
CMA|certification|finance|Certified Management Accountant
GAAP|skill|finance|US GAAP; U.S. GAAP; generally accepted accounting principles
IFRS|skill|finance|
Month-end close|skill|finance|month end close; monthly close; financial close; close process; month-end
Reconciliations|skill|finance|account reconciliations; bank reconciliations; reconciliation; vendor reconciliations
Journal entries|skill|finance|journal entry
Accounts payable|skill|finance|AP; A/P; invoice processing; invoices
Accounts receivable|skill|finance|A/R; collections
Accounting|skill|finance|general ledger; bookkeeping
Auditing|skill|finance|audit; external audit; internal audit
Big Four|skill|finance|Big 4; Deloitte; PwC; EY; Ernst & Young; KPMG
Financial modeling|skill|finance|financial modelling; financial models; LBO; DCF; three-statement model; valuation
Investment banking|skill|finance|investment banking analyst; IB
Private equity|skill|finance|PE
FP&A|skill|finance|financial planning and analysis; FP and A; corporate finance; financial analyst; FP&A analyst
Budgeting|skill|finance|budgets; budget; annual budget; budget planning; budgeting and forecasting; budget management; managing budgets; media budgets; ad spend
Financial reporting|skill|finance|financial statements; SEC reporting
Tax|skill|finance|tax preparation; tax compliance
QuickBooks|tool|finance|QuickBooks Online; QBO
NetSuite|tool|finance|Oracle NetSuite
SAP|tool|operations|SAP ERP; SAP S/4HANA; SAP PP; SAP MM
Anaplan|tool|finance|
Bloomberg|tool|finance|Bloomberg Terminal
Hyperion|tool|finance|Oracle Hyperion
SEO|skill|marketing|search engine optimization; search engine optimisation; on-page optimisation; on-page optimization; keyword research; link building
SEM|skill|marketing|search engine marketing; paid search; PPC
Google Analytics|tool|marketing|GA4; Google Analytics 4; Universal Analytics
Google Ads|tool|marketing|Google AdWords; AdWords
Paid social|skill|marketing|paid social media; social ads; Facebook ads; Instagram ads; Meta ads; LinkedIn ads
Meta Ads certification|certification|marketing|Meta Blueprint; Meta Certified; Facebook Blueprint; Meta Certified Media Buying Professional
Content marketing|skill|marketing|content strategy; content creation
Copywriting|skill|marketing|copywriter; writing copy; captions; marketing copy
Email marketing|skill|marketing|email campaigns; newsletters; lifecycle marketing; email nurture
Marketing automation|skill|marketing|marketing automation platform
Marketo|tool|marketing|Adobe Marketo
Mailchimp|tool|marketing|
Social media management|skill|marketing|social media; managing social media accounts; social media accounts; community management
TikTok|tool|marketing|
Instagram|tool|marketing|
Hootsuite|tool|marketing|Sprout Social; Buffer
Canva|tool|marketing|
Adobe Creative Suite|tool|marketing|Adobe Photoshop; Photoshop; Adobe Illustrator; Illustrator; InDesign; Adobe CC
Ahrefs|tool|marketing|SEMrush; Moz
Brand management|skill|marketing|branding; brand strategy
Market research|skill|marketing|customer research; competitive analysis
Product marketing|skill|marketing|go-to-market; GTM
Lean|skill|operations|Lean manufacturing; lean principles; Kaizen; 5S; value stream mapping; lean tools
Six Sigma|certification|operations|Lean Six Sigma; DMAIC
Six Sigma Green Belt|certification|operations|Green Belt; Lean Six Sigma Green Belt
Six Sigma Black Belt|certification|operations|Black Belt; Lean Six Sigma Black Belt
Continuous improvement|skill|operations|process improvement; CI
Manufacturing|skill|operations|manufacturing environment; production line; plant operations; manufacturing plant
Supply chain management|skill|operations|supply chain; SCM; supply chain experience; logistics
Inventory management|skill|operations|inventory; inventory planning; inventory control; stock control
Demand planning|skill|operations|demand forecasting
Procurement|skill|operations|purchasing; sourcing; vendor management
ERP|tool|operations|ERP systems; enterprise resource planning; Oracle ERP
Warehouse operations|skill|operations|warehouse; warehousing; distribution center; fulfillment
WMS|tool|operations|warehouse management system; Manhattan WMS; warehouse management systems
Forklift certification|certification|operations|forklift certified; forklift; forklift license; forklift operator
OSHA|certification|operations|OSHA 10; OSHA 30; OSHA safety; OSHA safety regulations
Supervisory experience|skill|operations|supervising; supervised; supervisor; supervising a team; shift supervisor; shift lead; team lead
APICS CPIM|certification|operations|CPIM
APICS CSCP|certification|operations|CSCP
PMP|certification|operations|Project Management Professional; PMP certification
Project management|skill|operations|project manager; managing projects; program management
Stakeholder management|skill|operations|stakeholders; stakeholder communication; cross-functional collaboration
Budget ownership|skill|operations|P&L; P&L responsibility
Quality assurance|skill|operations|quality control; QA; QC; ISO 9001
Customer service|skill|operations|customer support; client service
Teaching certification|certification|teaching|teaching certificate; teaching license; state teaching certification; teaching credential; state certification; teacher certification; state teaching certificate
Special education certification|certification|teaching|special education certificate; SPED certification; special education license; Special Education (K-12)
Special education|skill|teaching|SPED; special needs; special education teacher
Classroom management|skill|teaching|behavior management; classroom behavior management; PBIS; positive behavior supports; behavior intervention plans
IEP|skill|teaching|IEPs; individualized education program; individualized education plan
ESL endorsement|certification|teaching|ESL; ESOL; TESOL; English as a second language; ELL; ENL
Lesson planning|skill|teaching|lesson plans; lesson plan; unit planning
Curriculum development|skill|teaching|curriculum design; curriculum writing; curriculum
Differentiated instruction|skill|teaching|differentiation
Google Classroom|tool|teaching|
Canvas LMS|tool|teaching|Canvas; Blackboard; Moodle; LMS; learning management system
Online teaching|skill|teaching|online courses; online instruction; remote teaching; teaching online; distance learning
ABA|skill|teaching|Applied Behavior Analysis
AP courses|skill|teaching|Advanced Placement; AP Spanish; AP Calculus
Teaching experience|skill|teaching|classroom teaching; teaching; college teaching; taught; teacher; instructor; lecturer; professor
Tutoring|skill|teaching|tutor
Spanish|language|general|Spanish fluency; bilingual Spanish; Spanish speaker; fluent in Spanish; bilingual English/Spanish
French|language|general|
Mandarin|language|general|Chinese
German|language|general|
Driver's license|license|general|valid driver's license; driving licence; drivers license; driver license
Communication|skill|general|communication skills; written communication; verbal communication
Leadership|skill|general|leadership skills
Microsoft Office|tool|general|MS Office; Office 365; Microsoft 365; Word; PowerPoint; Outlook
`;

/**
 * What a term shows beyond itself, for matching a resume: "PostgreSQL > SQL" means a resume that
 * shows PostgreSQL meets a requirement for SQL. One line per implication, read left to right.
 */
export const IMPLIES_LINES = String.raw`
PostgreSQL > SQL
MySQL > SQL
SQL Server > SQL
Oracle Database > SQL
Redshift > SQL
BigQuery > SQL
Snowflake > SQL
dbt > SQL
Django > Python
Flask > Python
FastAPI > Python
pandas > Python
scikit-learn > Python
PyTorch > Python
Spring Boot > Java
React > JavaScript
Angular > JavaScript
Vue.js > JavaScript
Next.js > React
Node.js > JavaScript
Express > Node.js
NestJS > Node.js
TypeScript > JavaScript
Ruby on Rails > Ruby
Kubernetes > Docker
AWS Glue > AWS
Redshift > AWS
Airflow > ETL
Spark > ETL
scikit-learn > Machine learning
XGBoost > Machine learning
PyTorch > Deep learning
TensorFlow > Deep learning
Deep learning > Machine learning
Biostatistics > Statistics
Tableau > Data visualization
Power BI > Data visualization
Looker > Data visualization
Looker Studio > Data visualization
Salesforce > CRM
HubSpot > CRM
SAP > ERP
NetSuite > ERP
Six Sigma Black Belt > Six Sigma Green Belt
Six Sigma Black Belt > Six Sigma
Six Sigma Green Belt > Six Sigma
Lean > Continuous improvement
APICS CSCP > Supply chain management
APICS CPIM > Inventory management
Demand planning > Supply chain management
Inventory management > Supply chain management
Marketo > Marketing automation
HubSpot > Marketing automation
Marketing automation > Email marketing
Mailchimp > Email marketing
Google Ads > SEM
Ahrefs > SEO
Meta Ads certification > Paid social
CCRN > ICU
CEN > Emergency department
CPN > Pediatrics
ICU > Acute care
Emergency department > Acute care
Medical-surgical nursing > Acute care
Telemetry > Acute care
Epic > EHR
Cerner > EHR
Big Four > Auditing
CPA > Accounting
Month-end close > Accounting
Journal entries > Accounting
Reconciliations > Accounting
Accounts payable > Accounting
Investment banking > Financial modeling
FP&A > Budgeting
Medical device sales > B2B sales
Enterprise sales > B2B sales
SaaS sales > B2B sales
Special education certification > Teaching certification
Special education certification > Special education
IEP > Special education
Online teaching > Teaching experience
AP courses > Teaching experience
Project management > Stakeholder management
`;
