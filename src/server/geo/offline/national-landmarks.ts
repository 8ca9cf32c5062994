/**
 * Airports, universities, hospitals and other big workplaces outside Massachusetts that parents
 * name as where they work, each at a ZIP code it is in, with the city that ZIP is named for
 * (docs/decisions/0029). Aliases are entries of their own. Only names that are no town's name.
 */
const LISTED: [string, string, string][] = [
  // Airports
  ['Orlando International Airport', '32827', 'Orlando'], ['Orlando Airport', '32827', 'Orlando'], ['MCO', '32827', 'Orlando'],
  ['Hartsfield-Jackson Atlanta International Airport', '30320', 'Atlanta'], ['Hartsfield-Jackson Airport', '30320', 'Atlanta'], ['Atlanta Airport', '30320', 'Atlanta'],
  ['Dallas/Fort Worth International Airport', '75261', 'Dallas'], ['DFW Airport', '75261', 'Dallas'], ['DFW', '75261', 'Dallas'],
  ['Dallas Love Field', '75235', 'Dallas'], ['Love Field', '75235', 'Dallas'], ['Denver International Airport', '80249', 'Denver'], ['Denver Airport', '80249', 'Denver'],
  ["Chicago O'Hare International Airport", '60666', 'Chicago'], ["O'Hare Airport", '60666', 'Chicago'], ["O'Hare", '60666', 'Chicago'],
  ['Chicago Midway International Airport', '60638', 'Chicago'], ['Midway Airport', '60638', 'Chicago'],
  ['Los Angeles International Airport', '90045', 'Los Angeles'], ['LAX', '90045', 'Los Angeles'], ['Hollywood Burbank Airport', '91505', 'Burbank'], ['Burbank Airport', '91505', 'Burbank'], ['John Wayne Airport', '92707', 'Santa Ana'],
  ['John F. Kennedy International Airport', '11430', 'Jamaica'], ['JFK Airport', '11430', 'Jamaica'], ['JFK', '11430', 'Jamaica'],
  ['LaGuardia Airport', '11371', 'Flushing'], ['LaGuardia', '11371', 'Flushing'], ['LGA', '11371', 'Flushing'],
  ['Newark Liberty International Airport', '07114', 'Newark'], ['Newark Airport', '07114', 'Newark'], ['EWR', '07114', 'Newark'],
  ['Harry Reid International Airport', '89119', 'Las Vegas'], ['Las Vegas Airport', '89119', 'Las Vegas'], ['McCarran Airport', '89119', 'Las Vegas'],
  ['Miami International Airport', '33126', 'Miami'], ['Miami Airport', '33126', 'Miami'], ['Fort Lauderdale-Hollywood International Airport', '33315', 'Fort Lauderdale'], ['Fort Lauderdale Airport', '33315', 'Fort Lauderdale'],
  ['Charlotte Douglas International Airport', '28208', 'Charlotte'], ['Charlotte Airport', '28208', 'Charlotte'],
  ['Seattle-Tacoma International Airport', '98158', 'Seattle'], ['Sea-Tac Airport', '98158', 'Seattle'], ['Sea-Tac', '98158', 'Seattle'],
  ['Phoenix Sky Harbor International Airport', '85034', 'Phoenix'], ['Sky Harbor Airport', '85034', 'Phoenix'],
  ['San Francisco International Airport', '94128', 'San Francisco'], ['SFO', '94128', 'San Francisco'], ['Oakland International Airport', '94621', 'Oakland'], ['San Jose Mineta International Airport', '95110', 'San Jose'], ['San Jose Airport', '95110', 'San Jose'],
  ['George Bush Intercontinental Airport', '77032', 'Houston'], ['Bush Intercontinental Airport', '77032', 'Houston'], ['IAH', '77032', 'Houston'], ['William P. Hobby Airport', '77061', 'Houston'], ['Hobby Airport', '77061', 'Houston'],
  ['Minneapolis-Saint Paul International Airport', '55111', 'Minneapolis'], ['MSP Airport', '55111', 'Minneapolis'],
  ['Detroit Metropolitan Wayne County Airport', '48242', 'Detroit'], ['Detroit Metro Airport', '48242', 'Detroit'],
  ['Philadelphia International Airport', '19153', 'Philadelphia'], ['Philadelphia Airport', '19153', 'Philadelphia'], ['Pittsburgh International Airport', '15231', 'Pittsburgh'],
  ['Salt Lake City International Airport', '84116', 'Salt Lake City'],
  ['Ronald Reagan Washington National Airport', '22202', 'Arlington'], ['Reagan National Airport', '22202', 'Arlington'], ['DCA', '22202', 'Arlington'],
  ['Washington Dulles International Airport', '20166', 'Dulles'], ['Dulles Airport', '20166', 'Dulles'], ['IAD', '20166', 'Dulles'],
  ['Baltimore/Washington International Thurgood Marshall Airport', '21240', 'Baltimore'], ['BWI Airport', '21240', 'Baltimore'], ['BWI', '21240', 'Baltimore'],
  ['San Diego International Airport', '92101', 'San Diego'], ['San Diego Airport', '92101', 'San Diego'], ['Tampa International Airport', '33607', 'Tampa'], ['Tampa Airport', '33607', 'Tampa'],
  ['Nashville International Airport', '37214', 'Nashville'], ['Nashville Airport', '37214', 'Nashville'], ['Austin-Bergstrom International Airport', '78719', 'Austin'], ['Austin Airport', '78719', 'Austin'],
  ['Daniel K. Inouye International Airport', '96819', 'Honolulu'], ['Honolulu Airport', '96819', 'Honolulu'], ['Kahului Airport', '96732', 'Kahului'], ['Portland International Airport', '97218', 'Portland'],
  ['St. Louis Lambert International Airport', '63145', 'St. Louis'], ['Lambert Airport', '63145', 'St. Louis'], ['Kansas City International Airport', '64153', 'Kansas City'], ['KCI Airport', '64153', 'Kansas City'],
  ['Sacramento International Airport', '95837', 'Sacramento'], ['Ontario International Airport', '91761', 'Ontario'], ['Raleigh-Durham International Airport', '27560', 'Morrisville'], ['RDU Airport', '27560', 'Morrisville'],
  ['Louis Armstrong New Orleans International Airport', '70062', 'Kenner'], ['New Orleans Airport', '70062', 'Kenner'], ['San Antonio International Airport', '78216', 'San Antonio'],
  ['Cleveland Hopkins International Airport', '44135', 'Cleveland'], ['Indianapolis International Airport', '46241', 'Indianapolis'], ['John Glenn Columbus International Airport', '43219', 'Columbus'],
  ['Cincinnati/Northern Kentucky International Airport', '41048', 'Hebron'], ['CVG Airport', '41048', 'Hebron'], ['Cincinnati Airport', '41048', 'Hebron'],
  ['Southwest Florida International Airport', '33913', 'Fort Myers'], ['Fort Myers Airport', '33913', 'Fort Myers'], ['Palm Beach International Airport', '33406', 'West Palm Beach'], ['Jacksonville International Airport', '32218', 'Jacksonville'],
  ['Albuquerque International Sunport', '87106', 'Albuquerque'], ['Tucson International Airport', '85756', 'Tucson'], ['Reno-Tahoe International Airport', '89502', 'Reno'], ['Boise Airport', '83705', 'Boise'],
  ['Milwaukee Mitchell International Airport', '53207', 'Milwaukee'], ['Eppley Airfield', '68110', 'Omaha'], ['Memphis International Airport', '38116', 'Memphis'], ['Louisville Muhammad Ali International Airport', '40209', 'Louisville'],
  ['Ted Stevens Anchorage International Airport', '99502', 'Anchorage'], ['Charleston International Airport', '29418', 'North Charleston'], ['Richmond International Airport', '23250', 'Richmond'], ['Will Rogers World Airport', '73159', 'Oklahoma City'],
  ['Bradley International Airport', '06096', 'Windsor Locks'], ['Bradley Airport', '06096', 'Windsor Locks'], ['Rhode Island T. F. Green International Airport', '02886', 'Warwick'], ['T.F. Green Airport', '02886', 'Warwick'], ['Providence Airport', '02886', 'Warwick'],
  ['Manchester-Boston Regional Airport', '03103', 'Manchester'], ['Albany International Airport', '12211', 'Albany'], ['Buffalo Niagara International Airport', '14225', 'Buffalo'],
  ['Portland International Jetport', '04102', 'Portland'], ['Burlington International Airport', '05403', 'South Burlington'],

  // Universities and colleges
  ['University of Alabama', '35487', 'Tuscaloosa'], ['University of Alabama at Birmingham', '35294', 'Birmingham'], ['UAB', '35294', 'Birmingham'],
  ['University of Alaska Anchorage', '99508', 'Anchorage'], ['Arizona State University', '85281', 'Tempe'], ['University of Arizona', '85721', 'Tucson'], ['University of Arkansas', '72701', 'Fayetteville'],
  ['University of California, Los Angeles', '90095', 'Los Angeles'], ['UCLA', '90095', 'Los Angeles'], ['University of Southern California', '90089', 'Los Angeles'], ['Stanford University', '94305', 'Stanford'],
  ['University of California, Berkeley', '94720', 'Berkeley'], ['UC Berkeley', '94720', 'Berkeley'], ['University of California San Diego', '92093', 'La Jolla'], ['UC San Diego', '92093', 'La Jolla'], ['UCSD', '92093', 'La Jolla'],
  ['UC Davis', '95616', 'Davis'], ['University of California, Davis', '95616', 'Davis'], ['UC Irvine', '92697', 'Irvine'], ['University of California, Irvine', '92697', 'Irvine'],
  ['California Institute of Technology', '91125', 'Pasadena'], ['Caltech', '91125', 'Pasadena'], ['San Diego State University', '92182', 'San Diego'],
  ['University of Colorado Boulder', '80309', 'Boulder'], ['CU Boulder', '80309', 'Boulder'], ['Colorado State University', '80523', 'Fort Collins'],
  ['Yale University', '06520', 'New Haven'], ['University of Connecticut', '06269', 'Storrs Mansfield'], ['UConn', '06269', 'Storrs Mansfield'], ['University of Delaware', '19716', 'Newark'],
  ['Georgetown University', '20057', 'Washington'], ['George Washington University', '20052', 'Washington'], ['Howard University', '20059', 'Washington'],
  ['University of Florida', '32611', 'Gainesville'], ['Florida State University', '32306', 'Tallahassee'], ['University of Central Florida', '32816', 'Orlando'], ['UCF', '32816', 'Orlando'],
  ['University of Miami', '33146', 'Coral Gables'], ['Florida International University', '33199', 'Miami'], ['University of South Florida', '33620', 'Tampa'],
  ['Georgia Institute of Technology', '30332', 'Atlanta'], ['Georgia Tech', '30332', 'Atlanta'], ['Emory University', '30322', 'Atlanta'], ['Georgia State University', '30303', 'Atlanta'], ['University of Georgia', '30602', 'Athens'],
  ['University of Hawaii at Manoa', '96822', 'Honolulu'], ['Boise State University', '83725', 'Boise'], ['University of Idaho', '83844', 'Moscow'],
  ['University of Chicago', '60637', 'Chicago'], ['Northwestern University', '60208', 'Evanston'], ['University of Illinois Chicago', '60607', 'Chicago'],
  ['University of Illinois Urbana-Champaign', '61820', 'Champaign'], ['UIUC', '61820', 'Champaign'], ['Indiana University Bloomington', '47405', 'Bloomington'], ['Purdue University', '47907', 'West Lafayette'], ['University of Notre Dame', '46556', 'Notre Dame'],
  ['University of Iowa', '52242', 'Iowa City'], ['Iowa State University', '50011', 'Ames'], ['University of Kansas', '66045', 'Lawrence'], ['Kansas State University', '66506', 'Manhattan'],
  ['University of Kentucky', '40506', 'Lexington'], ['University of Louisville', '40292', 'Louisville'], ['Louisiana State University', '70803', 'Baton Rouge'], ['LSU', '70803', 'Baton Rouge'], ['Tulane University', '70118', 'New Orleans'],
  ['University of Maine', '04469', 'Orono'], ['Johns Hopkins University', '21218', 'Baltimore'], ['University of Maryland, College Park', '20742', 'College Park'],
  ['University of Michigan', '48109', 'Ann Arbor'], ['Michigan State University', '48824', 'East Lansing'], ['Wayne State University', '48202', 'Detroit'], ['University of Minnesota', '55455', 'Minneapolis'],
  ['University of Mississippi', '38677', 'University'], ['Ole Miss', '38677', 'University'], ['University of Southern Mississippi', '39406', 'Hattiesburg'],
  ['Washington University in St. Louis', '63130', 'St. Louis'], ['WashU', '63130', 'St. Louis'], ['University of Missouri', '65211', 'Columbia'], ['Mizzou', '65211', 'Columbia'],
  ['University of Montana', '59812', 'Missoula'], ['Montana State University', '59717', 'Bozeman'], ['University of Nebraska-Lincoln', '68588', 'Lincoln'],
  ['University of Nevada, Las Vegas', '89154', 'Las Vegas'], ['UNLV', '89154', 'Las Vegas'], ['University of Nevada, Reno', '89557', 'Reno'],
  ['Dartmouth College', '03755', 'Hanover'], ['University of New Hampshire', '03824', 'Durham'], ['Princeton University', '08544', 'Princeton'], ['Rutgers University', '08901', 'New Brunswick'],
  ['University of New Mexico', '87131', 'Albuquerque'], ['New Mexico State University', '88003', 'Las Cruces'],
  ['Columbia University', '10027', 'New York'], ['New York University', '10012', 'New York'], ['NYU', '10012', 'New York'], ['Fordham University', '10458', 'Bronx'],
  ['Cornell University', '14853', 'Ithaca'], ['University at Buffalo', '14260', 'Buffalo'], ['Syracuse University', '13244', 'Syracuse'], ['University of Rochester', '14627', 'Rochester'], ['Stony Brook University', '11794', 'Stony Brook'],
  ['Duke University', '27708', 'Durham'], ['University of North Carolina at Chapel Hill', '27599', 'Chapel Hill'], ['UNC Chapel Hill', '27599', 'Chapel Hill'], ['North Carolina State University', '27695', 'Raleigh'], ['NC State', '27695', 'Raleigh'],
  ['Wake Forest University', '27109', 'Winston Salem'], ['University of North Dakota', '58202', 'Grand Forks'], ['North Dakota State University', '58105', 'Fargo'],
  ['Ohio State University', '43210', 'Columbus'], ['The Ohio State University', '43210', 'Columbus'], ['University of Cincinnati', '45221', 'Cincinnati'], ['Case Western Reserve University', '44106', 'Cleveland'],
  ['University of Oklahoma', '73019', 'Norman'], ['Oklahoma State University', '74078', 'Stillwater'], ['University of Oregon', '97403', 'Eugene'], ['Oregon State University', '97331', 'Corvallis'],
  ['University of Pennsylvania', '19104', 'Philadelphia'], ['UPenn', '19104', 'Philadelphia'], ['Drexel University', '19104', 'Philadelphia'], ['Temple University', '19122', 'Philadelphia'],
  ['Pennsylvania State University', '16802', 'University Park'], ['Penn State', '16802', 'University Park'], ['University of Pittsburgh', '15260', 'Pittsburgh'], ['Carnegie Mellon University', '15213', 'Pittsburgh'],
  ['Brown University', '02912', 'Providence'], ['University of Rhode Island', '02881', 'Kingston'], ['University of South Carolina', '29208', 'Columbia'], ['Clemson University', '29634', 'Clemson'],
  ['University of South Dakota', '57069', 'Vermillion'], ['South Dakota State University', '57007', 'Brookings'], ['Vanderbilt University', '37235', 'Nashville'], ['University of Tennessee', '37996', 'Knoxville'],
  ['University of Texas at Austin', '78712', 'Austin'], ['UT Austin', '78712', 'Austin'], ['Texas A&M University', '77843', 'College Station'], ['Texas A&M', '77843', 'College Station'],
  ['Rice University', '77005', 'Houston'], ['University of Houston', '77204', 'Houston'], ['Texas Tech University', '79409', 'Lubbock'], ['Baylor University', '76706', 'Waco'],
  ['Southern Methodist University', '75205', 'Dallas'], ['SMU', '75205', 'Dallas'], ['Texas Christian University', '76129', 'Fort Worth'], ['TCU', '76129', 'Fort Worth'],
  ['University of Utah', '84112', 'Salt Lake City'], ['Brigham Young University', '84602', 'Provo'], ['BYU', '84602', 'Provo'], ['University of Vermont', '05405', 'Burlington'], ['UVM', '05405', 'Burlington'],
  ['University of Virginia', '22904', 'Charlottesville'], ['UVA', '22904', 'Charlottesville'], ['Virginia Tech', '24061', 'Blacksburg'], ['Virginia Commonwealth University', '23284', 'Richmond'], ['VCU', '23284', 'Richmond'],
  ['George Mason University', '22030', 'Fairfax'], ['College of William & Mary', '23185', 'Williamsburg'], ['University of Washington', '98195', 'Seattle'], ['Washington State University', '99164', 'Pullman'],
  ['West Virginia University', '26506', 'Morgantown'], ['University of Wisconsin-Madison', '53706', 'Madison'], ['UW-Madison', '53706', 'Madison'], ['Marquette University', '53233', 'Milwaukee'], ['University of Wyoming', '82071', 'Laramie'],

  // Hospitals and medical centres
  ['Mayo Clinic', '55905', 'Rochester'], ['Mayo Clinic Arizona', '85054', 'Phoenix'], ['Mayo Clinic Florida', '32224', 'Jacksonville'], ['Cleveland Clinic', '44195', 'Cleveland'],
  ['University Hospitals Cleveland Medical Center', '44106', 'Cleveland'], ["Rainbow Babies & Children's Hospital", '44106', 'Cleveland'], ["Nationwide Children's Hospital", '43205', 'Columbus'], ['Ohio State Wexner Medical Center', '43210', 'Columbus'],
  ["Cincinnati Children's", '45229', 'Cincinnati'], ['Johns Hopkins Hospital', '21287', 'Baltimore'],
  ['Texas Medical Center', '77030', 'Houston'], ['MD Anderson Cancer Center', '77030', 'Houston'], ['MD Anderson', '77030', 'Houston'], ['Houston Methodist Hospital', '77030', 'Houston'], ["Texas Children's Hospital", '77030', 'Houston'],
  ["Seattle Children's", '98105', 'Seattle'], ["Seattle Children's Hospital", '98105', 'Seattle'], ['Harborview Medical Center', '98104', 'Seattle'],
  ["Children's Hospital Colorado", '80045', 'Aurora'], ['Denver Health', '80204', 'Denver'],
  ['Jackson Memorial Hospital', '33136', 'Miami'], ["Nicklaus Children's Hospital", '33155', 'Miami'], ['Tampa General Hospital', '33606', 'Tampa'], ["Johns Hopkins All Children's Hospital", '33701', 'St. Petersburg'],
  ['Northwestern Memorial Hospital', '60611', 'Chicago'], ["Lurie Children's Hospital", '60611', 'Chicago'], ['Rush University Medical Center', '60612', 'Chicago'], ['University of Chicago Medical Center', '60637', 'Chicago'],
  ['NYU Langone', '10016', 'New York'], ['NYU Langone Health', '10016', 'New York'], ['Bellevue Hospital', '10016', 'New York'], ['Memorial Sloan Kettering Cancer Center', '10065', 'New York'], ['Memorial Sloan Kettering', '10065', 'New York'],
  ['Columbia University Irving Medical Center', '10032', 'New York'], ['Icahn School of Medicine at Mount Sinai', '10029', 'New York'], ['Montefiore Medical Center', '10467', 'Bronx'],
  ['Cedars-Sinai Medical Center', '90048', 'Los Angeles'], ['Cedars-Sinai', '90048', 'Los Angeles'], ["Children's Hospital Los Angeles", '90027', 'Los Angeles'], ['Ronald Reagan UCLA Medical Center', '90095', 'Los Angeles'],
  ["Rady Children's Hospital", '92123', 'San Diego'], ['Stanford Hospital', '94305', 'Stanford'], ["Lucile Packard Children's Hospital", '94304', 'Palo Alto'], ['UC Davis Medical Center', '95817', 'Sacramento'],
  ["Children's Hospital of Philadelphia", '19104', 'Philadelphia'], ['Hospital of the University of Pennsylvania', '19104', 'Philadelphia'], ['UPMC Presbyterian', '15213', 'Pittsburgh'], ["UPMC Children's Hospital of Pittsburgh", '15224', 'Pittsburgh'],
  ["Children's National Hospital", '20010', 'Washington'], ['MedStar Washington Hospital Center', '20010', 'Washington'], ['MedStar Georgetown University Hospital', '20007', 'Washington'],
  ['Walter Reed National Military Medical Center', '20889', 'Bethesda'], ['National Institutes of Health', '20892', 'Bethesda'],
  ['Emory University Hospital', '30322', 'Atlanta'], ['Grady Memorial Hospital', '30303', 'Atlanta'], ["Children's Healthcare of Atlanta at Egleston", '30322', 'Atlanta'],
  ['Vanderbilt University Medical Center', '37232', 'Nashville'], ["St. Jude Children's Research Hospital", '38105', 'Memphis'], ["Le Bonheur Children's Hospital", '38103', 'Memphis'],
  ['Duke University Hospital', '27710', 'Durham'], ['UNC Hospitals', '27514', 'Chapel Hill'], ['Medical University of South Carolina', '29425', 'Charleston'], ['MUSC', '29425', 'Charleston'],
  ['Barnes-Jewish Hospital', '63110', 'St. Louis'], ["St. Louis Children's Hospital", '63110', 'St. Louis'], ["Children's Mercy Kansas City", '64108', 'Kansas City'],
  ['University of Michigan Hospital', '48109', 'Ann Arbor'], ['Henry Ford Hospital', '48202', 'Detroit'], ["Children's Minnesota", '55404', 'Minneapolis'], ['Hennepin County Medical Center', '55415', 'Minneapolis'], ['HCMC', '55415', 'Minneapolis'],
  ['UT Southwestern Medical Center', '75390', 'Dallas'], ['Parkland Memorial Hospital', '75235', 'Dallas'], ['Parkland Hospital', '75235', 'Dallas'], ["Children's Medical Center Dallas", '75235', 'Dallas'],
  ["Cook Children's Medical Center", '76104', 'Fort Worth'], ['Brooke Army Medical Center', '78234', 'San Antonio'],
  ['Yale New Haven Hospital', '06510', 'New Haven'], ["Connecticut Children's", '06106', 'Hartford'],
  ['Rhode Island Hospital', '02903', 'Providence'], ["Hasbro Children's Hospital", '02903', 'Providence'], ['Dartmouth-Hitchcock Medical Center', '03756', 'Lebanon'], ['Maine Medical Center', '04102', 'Portland'], ['University of Vermont Medical Center', '05401', 'Burlington'],
  ['Oregon Health & Science University', '97239', 'Portland'], ['OHSU', '97239', 'Portland'], ["Primary Children's Hospital", '84113', 'Salt Lake City'],
  ["Phoenix Children's Hospital", '85016', 'Phoenix'], ['University Medical Center of Southern Nevada', '89102', 'Las Vegas'], ["The Queen's Medical Center", '96813', 'Honolulu'], ['Ochsner Medical Center', '70121', 'New Orleans'],
  ['UAB Hospital', '35233', 'Birmingham'], ["Children's of Alabama", '35233', 'Birmingham'], ["Arkansas Children's Hospital", '72202', 'Little Rock'], ['Riley Hospital for Children', '46202', 'Indianapolis'], ['University of Iowa Hospitals and Clinics', '52242', 'Iowa City'],

  // Theme parks, military bases, employer campuses, labs and other big sites
  ['Walt Disney World', '32830', 'Orlando'], ['Disney World', '32830', 'Orlando'], ['Magic Kingdom', '32830', 'Orlando'], ['Epcot', '32830', 'Orlando'],
  ["Disney's Hollywood Studios", '32830', 'Orlando'], ["Disney's Animal Kingdom", '32830', 'Orlando'], ['Universal Orlando Resort', '32819', 'Orlando'], ['Universal Orlando', '32819', 'Orlando'], ['SeaWorld Orlando', '32821', 'Orlando'],
  ['Disneyland', '92802', 'Anaheim'], ['Disneyland Resort', '92802', 'Anaheim'], ['Universal Studios Hollywood', '91608', 'Universal City'], ['Las Vegas Strip', '89109', 'Las Vegas'],
  ['The Pentagon', '22202', 'Arlington'], ['Pentagon', '22202', 'Arlington'], ['Amazon HQ2', '22202', 'Arlington'],
  ['Fort Liberty', '28310', 'Fort Bragg'], ['Fort Cavazos', '76544', 'Fort Hood'], ['Joint Base San Antonio-Lackland', '78236', 'San Antonio'], ['Lackland Air Force Base', '78236', 'San Antonio'], ['Joint Base San Antonio-Fort Sam Houston', '78234', 'San Antonio'],
  ['Naval Station Norfolk', '23511', 'Norfolk'], ['Marine Corps Base Camp Pendleton', '92055', 'Camp Pendleton'], ['Joint Base Lewis-McChord', '98433', 'Tacoma'], ['JBLM', '98433', 'Tacoma'],
  ['Naval Base San Diego', '92136', 'San Diego'], ['Wright-Patterson Air Force Base', '45433', 'Dayton'], ['MacDill Air Force Base', '33621', 'Tampa'],
  ['Naval Air Station Pensacola', '32508', 'Pensacola'], ['Marine Corps Base Quantico', '22134', 'Quantico'], ['Naval Submarine Base New London', '06349', 'Groton'], ['Portsmouth Naval Shipyard', '03904', 'Kittery'], ['General Dynamics Electric Boat', '06340', 'Groton'],
  ['Microsoft Redmond campus', '98052', 'Redmond'], ['Apple Park', '95014', 'Cupertino'], ['Googleplex', '94043', 'Mountain View'], ['Amazon headquarters', '98109', 'Seattle'], ['Meta headquarters', '94025', 'Menlo Park'],
  ['Walmart Home Office', '72712', 'Bentonville'], ['Epic Systems', '53593', 'Verona'], ['Research Triangle Park', '27709', 'Durham'], ['NASA Johnson Space Center', '77058', 'Houston'], ['Jet Propulsion Laboratory', '91109', 'Pasadena'],
  ['Los Alamos National Laboratory', '87544', 'Los Alamos'], ['Oak Ridge National Laboratory', '37830', 'Oak Ridge'], ['Lawrence Livermore National Laboratory', '94550', 'Livermore'], ['Sandia National Laboratories', '87123', 'Albuquerque'],
  ['Centers for Disease Control and Prevention', '30329', 'Atlanta'], ['Mall of America', '55425', 'Minneapolis'], ['Madison Square Garden', '10001', 'New York'], ['Hudson Yards', '10001', 'New York'], ['Times Square', '10036', 'New York'],
  ['MetLife Stadium', '07073', 'East Rutherford'], ['Foxwoods Resort Casino', '06338', 'Mashantucket'], ['Mohegan Sun', '06382', 'Uncasville'],
  // Aliases and workplaces of a later round (docs/decisions/0029, "Fourteenth round").
  ['NIH', '20892', 'Bethesda'], ['Cape Fear Valley Medical Center', '28304', 'Fayetteville'], ['Cape Fear Valley Hospital', '28304', 'Fayetteville'],
  ['Wright-Patterson AFB', '45433', 'Dayton'], ['Wright-Patt', '45433', 'Dayton'], ['Wright-Patt AFB', '45433', 'Dayton'],
  ['Saint Marys Hospital', '55902', 'Rochester'], ['Mayo Clinic Saint Marys Campus', '55902', 'Rochester'], ['Iowa State', '50011', 'Ames'],
  ['Ruby Memorial Hospital', '26506', 'Morgantown'], ['Ruby Memorial', '26506', 'Morgantown'],
  ['Grand Central Terminal', '10017', 'New York'], ['Grand Central', '10017', 'New York'], ['RTP', '27709', 'Durham'],
  ['Fort Carson', '80913', 'Colorado Springs'], ['Montana State', '59717', 'Bozeman'], ['Tampa General', '33606', 'Tampa'],
  ['Penn State Health Milton S. Hershey Medical Center', '17033', 'Hershey'], ['Hershey Medical Center', '17033', 'Hershey'],
  ['Sanford USD Medical Center', '57105', 'Sioux Falls'], ['Duke Hospital', '27710', 'Durham'], ['Northwestern Memorial', '60611', 'Chicago'],
  ['Mount Sinai Hospital', '10029', 'New York'],
  // Bases, campuses and short names of a later round (docs/decisions/0029, "Sixteenth round"). A base
  // whose ZIP code is named for it ("Eglin AFB", "Fort Bragg") is a town of the ZIP data already, and
  // a short name that is some town's ("Emory", Texas) is left to the town.
  ['Redstone Arsenal', '35808', 'Huntsville'], ['Naval Air Station Jacksonville', '32212', 'Jacksonville'], ['NAS Jacksonville', '32212', 'Jacksonville'], ['NAS Jax', '32212', 'Jacksonville'],
  ['Naval Station Mayport', '32228', 'Jacksonville'], ['NAS Pensacola', '32508', 'Pensacola'], ['Davis-Monthan Air Force Base', '85707', 'Tucson'], ['Davis-Monthan AFB', '85707', 'Tucson'],
  ['Tinker Air Force Base', '73145', 'Oklahoma City'], ['Offutt Air Force Base', '68113', 'Bellevue'], ['Joint Base Andrews', '20762', 'Andrews Air Force Base'], ['Fort Detrick', '21702', 'Frederick'],
  ['Joint Base Pearl Harbor-Hickam', '96860', 'Honolulu'], ['Pearl Harbor', '96860', 'Honolulu'], ['Naval Station Great Lakes', '60088', 'Great Lakes'],
  ['Peterson Space Force Base', '80914', 'Colorado Springs'], ['Buckley Space Force Base', '80011', 'Aurora'], ['Fort Gordon', '30905', 'Augusta'], ['Fort Eisenhower', '30905', 'Augusta'],
  ['Fort Jackson', '29207', 'Columbia'], ['Fort Moore', '31905', 'Columbus'], ['Fort Novosel', '36362', 'Fort Rucker'],
  ['Joint Base McGuire-Dix-Lakehurst', '08640', 'Wrightstown'], ['Joint Base Langley-Eustis', '23665', 'Hampton'], ['Joint Base Elmendorf-Richardson', '99506', 'Jber'],
  ['Naval Base Kitsap', '98315', 'Silverdale'], ['NAS Whidbey Island', '98278', 'Oak Harbor'], ['MCAS Miramar', '92145', 'San Diego'], ['MCAS Cherry Point', '28533', 'Cherry Point'],
  ['NAS Oceana', '23460', 'Virginia Beach'], ['Naval Air Station Oceana', '23460', 'Virginia Beach'], ['Keesler Air Force Base', '39534', 'Biloxi'], ['Maxwell Air Force Base', '36112', 'Montgomery'],
  ['Robins Air Force Base', '31098', 'Warner Robins'], ['Vandenberg Space Force Base', '93437', 'Lompoc'], ['Edwards Air Force Base', '93524', 'Edwards'],
  ['Tyndall Air Force Base', '32403', 'Panama City'], ['United States Naval Academy', '21402', 'Annapolis'],
  ['Anschutz Medical Campus', '80045', 'Aurora'], ['CU Anschutz', '80045', 'Aurora'], ['UCSF', '94143', 'San Francisco'], ['UCSF Mission Bay', '94158', 'San Francisco'], ['UC Santa Barbara', '93106', 'Santa Barbara'], ['UCSB', '93106', 'Santa Barbara'],
  ['ASU', '85281', 'Tempe'], ['ASU Tempe', '85281', 'Tempe'], ['Purdue', '47907', 'West Lafayette'], ['Baylor', '76706', 'Waco'],
  ['Rutgers', '08901', 'New Brunswick'], ['Georgetown University Hospital', '20007', 'Washington'], ['Johns Hopkins', '21218', 'Baltimore'],
  ['University of Minnesota Twin Cities', '55455', 'Minneapolis'], ['UMN', '55455', 'Minneapolis'], ['UNC', '27599', 'Chapel Hill'], ['UGA', '30602', 'Athens'], ['FSU', '32306', 'Tallahassee'],
  ['USF', '33620', 'Tampa'], ['FIU', '33199', 'Miami'], ['GMU', '22030', 'Fairfax'], ['UIC', '60607', 'Chicago'], ['UChicago', '60637', 'Chicago'], ['UTEP', '79968', 'El Paso'], ['UTSA', '78249', 'San Antonio'],
  // Eighteenth round (docs/decisions/0029): bases and workplaces whose ZIP code is named otherwise.
  ['Fort Sam Houston', '78234', 'San Antonio'], ['Ft Sam Houston', '78234', 'San Antonio'], ['F.E. Warren Air Force Base', '82005', 'Cheyenne'],
  ['F.E. Warren AFB', '82005', 'Cheyenne'], ['DAFB', '19902', 'Dover'], ['Bath Iron Works', '04530', 'Bath'],
  ['Cedar-Riverside', '55454', 'Minneapolis'], ['Houston Med Center', '77030', 'Houston'], ['Jackson Memorial', '33136', 'Miami'], ['Houston Medical Center', '77030', 'Houston'],
  ['SDSU', '92182', 'San Diego'], ['UNM', '87131', 'Albuquerque'], ['UNR', '89557', 'Reno'], ['IUPUI', '46202', 'Indianapolis'], ['VUMC', '37232', 'Nashville'], ['UAMS', '72205', 'Little Rock'],
];

/**
 * The short names parents give what is listed, made from its full names: an airport by the city
 * its name holds ("the Memphis airport") and a state university by its state ("Ohio State"). A
 * short name listed already, or "Washington State" (also the state itself), is not made again.
 * (A base's "AFB" needs none: the gazetteer reads "Air Force Base" so.)
 */
function shortNames(listed: readonly [string, string, string][]): [string, string, string][] {
  const named = new Set(listed.map(([name]) => name.toLowerCase()));
  const made: [string, string, string][] = [];
  for (const [name, zip, city] of listed) {
    const short = shortNameOf(name, city);
    if (!short || short === 'Washington State' || named.has(short.toLowerCase())) continue;
    named.add(short.toLowerCase());
    made.push([short, zip, city]);
  }
  return made;
}

function shortNameOf(name: string, city: string): string | null {
  // Only a city the airport's own name holds: JFK lies in a ZIP code named Jamaica, no one's "Jamaica airport".
  if (/\bAirport\b/.test(name)) return name.includes(city) ? `${city} Airport` : null;
  return /^(?:The\s+)?(.+ State) University$/.exec(name)?.[1] ?? null;
}

export const NATIONAL_LANDMARKS: [string, string, string][] = [...LISTED, ...shortNames(LISTED)];
