/**
 * Brands people type (Latin spelling as on the pack). Not groups of meaning: words a query may be
 * split into or joined to ("surfexcel" → surf excel, "7 up" → 7up), that a brand written in Devanagari
 * meets through its spelling key ("अमूल" → amul), and that a slip is corrected to ("colgat" → colgate).
 */
export const BRANDS = `
aashirvaad, pillsbury, fortune, patanjali, annapurna, rajdhani, 24 mantra, india gate, daawat, kohinoor,
lal qilla, tilda, tata sampann, tata, organic tattva, two brothers, everest, mdh, catch, aachi, eastern,
sakthi, badshah, mtr, saffola, sundrop, gemini, dhara, freedom, gold winner, idhayam, emami, haldiram,
bikaji, balaji, bikanervala, chitale, prabhuji, britannia, parle, sunfeast, unibic, mcvitie, cremica,
priyagold, anmol, tata tea, brooke bond, wagh bakri, society, girnar, nescafe, bru, continental, tetley,
real, tropicana, paper boat, b natural, maaza, frooti, raw pressery, amul, mother dairy, nandini, heritage,
aavin, gowardhan, milky mist, akshayakalpa, dove, lux, pears, lifebuoy, santoor, himalaya, nivea, dettol,
medimix, mysore sandal, colgate, pepsodent, close up, sensodyne, dabur, surf excel, ariel, tide, rin, vim,
harpic, lizol, colin, domex, pampers, huggies, mamy poko, johnson, mee mee, kellogg, quaker, bagrry,
true elements, yoga bar, soulfull, maggi, yippee, knorr, chings, top ramen, gits, mccain, itc master chef,
sumeru, safal, prasuma, godrej yummiez, kissan, del monte, veeba, funfoods, dr oetker, wingreens,
mothers recipe, cadbury, nestle, ferrero, lindt, pedigree, whiskas, drools, royal canin, purepet, meat up,
coca cola, thums up, pepsi, sprite, fanta, limca, 7up, mountain dew, mirinda, madhur, dhampure, trust,
eggoz, modern, harvest gold, english oven, parachute, dolo, crocin, vicks, benadryl, electral, band aid,
omron, revital, dil pasand, bisleri, kinley, aquafina, red bull, sting, haldirams, lays, kurkure, bingo,
uncle chips, hide and seek, good day, bourbon, parle g, monaco, krackjack, oreo, dark fantasy, marie gold,
nutella, horlicks, bournvita, boost, complan, milo, kwality walls, havmor, vadilal, mother's recipe,
nirma, ghadi, wheel, henko, fena, comfort, odonil, hit, good knight, all out, mortein, scotch brite,
exo, pril, savlon, boroplus, vaseline, ponds, fair and lovely, glow and lovely, lakme, garnier, loreal,
head and shoulders, clinic plus, sunsilk, pantene, tresemme, indulekha, navratna, bajaj almond, dabur amla,
whisper, stayfree, sofy, gillette, old spice, axe, park avenue, fogg, wild stone, cinthol, hamam, margo,
godrej no 1, vivel, fiama, meswak, babool, vicco, mamaearth, wow, biotique
`;

/**
 * The kind of thing a brand on its own stands for, where it stands for one ("harpic" is a toilet
 * cleaner though Harpic makes others; "maggi" the noodles): `kind: brands`, one kind a line, the kind as
 * pack names say it. A brand searched alone ranks its products of that kind first, and a word typed with it
 * names that kind of its products ("surf excel liquid" is the liquid detergent, not a dishwash liquid).
 * Brands that are their product (Pepsi, Oreo) or make many things alike (Patanjali, Dabur) have none.
 */
export const BRAND_KINDS = `
atta: aashirvaad, pillsbury
basmati rice: india gate, daawat, kohinoor, lal qilla, tilda
dal: tata sampann
salt: tata
masala: everest, mdh, catch, aachi, eastern, sakthi, badshah
oil: fortune, saffola, sundrop, gemini, dhara, freedom, gold winner, idhayam, emami
coconut oil: parachute
bhujia: haldiram, haldirams, bikaji, bikanervala
chips: balaji, lays, uncle chips, bingo
biscuits: britannia, parle, sunfeast, mcvitie, cremica, priyagold, anmol
cookies: unibic
tea: tata tea, brooke bond, wagh bakri, society, girnar, tetley
coffee: nescafe, bru, continental
juice: real, tropicana, b natural, raw pressery
mango drink: maaza, frooti
butter: amul
milk: mother dairy, nandini, heritage, aavin, akshayakalpa
ghee: gowardhan
paneer: milky mist
soap: dove, lux, pears, lifebuoy, santoor, medimix, mysore sandal, cinthol, hamam, margo, godrej no 1, vivel
face wash: himalaya
antiseptic: dettol, savlon
toothpaste: colgate, pepsodent, close up, sensodyne, meswak, babool, vicco
detergent: surf excel, surf, ariel, tide, rin, nirma, ghadi, wheel, henko, fena
dishwash: vim, exo, pril
toilet cleaner: harpic, domex
floor cleaner: lizol
glass cleaner: colin
fabric conditioner: comfort
scrubber: scotch brite
diaper: pampers, huggies, mamy poko
corn flakes: kellogg
oats: quaker, bagrry
masala noodles: maggi
noodles: yippee, chings, top ramen
soup: knorr
french fries: mccain
momos: prasuma
nuggets: godrej yummiez
ketchup: kissan
mayonnaise: veeba, funfoods
pickle: mothers recipe, mother's recipe
chocolate: cadbury, ferrero, lindt
dog food: pedigree, drools, purepet, meat up
cat food: whiskas
sugar: madhur, dhampure, trust
eggs: eggoz
bread: modern, harvest gold, english oven
water: bisleri, kinley, aquafina
ice cream: kwality walls, havmor, vadilal
shampoo: head and shoulders, clinic plus, sunsilk, pantene, tresemme
hair oil: indulekha, navratna, bajaj almond, dabur amla
pads: whisper, stayfree, sofy
razor: gillette
deodorant: axe, fogg, wild stone, park avenue
`;

/**
 * A brand's product lines that shop names often leave out (issue 42): `brand | line, its spellings | kind`,
 * the kind as pack names say it. A line typed after its brand ("amul taaza", "colgate maxfresh") finds the
 * products that name the line, or else the brand's products of its kind (a shop's "Amul Toned Milk").
 */
export const PRODUCT_LINES = `
amul | taaza, taza | toned milk
amul | gold | full cream milk
amul | slim n trim, slim and trim | toned milk
amul | masti | buttermilk
amul | kool | flavoured milk
amul | lite | butter
mother dairy | token | toned milk
nandini | goodlife, good life | toned milk
nandini | shubham | full cream milk
parle | hide and seek, hide n seek | chocolate chip cookies
parle | monaco, krackjack | salted crackers
britannia | good day | cookies
britannia | marie gold | marie biscuits
britannia | bourbon, treat | cream biscuits
britannia | nutrichoice, nutri choice | digestive biscuits
britannia | tiger | glucose biscuits
britannia | 50 50, fifty fifty | salted crackers
sunfeast | dark fantasy | cookies
sunfeast | marie light | marie biscuits
sunfeast | farmlite, farm lite | digestive biscuits
mcvitie | hobnobs | oat cookies
cadbury | dairy milk, silk | milk chocolate
cadbury | bournville | dark chocolate
cadbury | perk | wafer bar
nestle | kitkat, kit kat, munch | wafer bar
colgate | maxfresh, max fresh, strong teeth, total, active salt | toothpaste
colgate | visible white | whitening toothpaste
colgate | vedshakti, swarna vedshakti | herbal toothpaste
colgate | plax | mouthwash
pepsodent | germicheck, germi check | toothpaste
close up | everfresh, ever fresh | toothpaste
patanjali | dant kanti, dantkanti | toothpaste
dabur | meswak, babool, lal dant manjan | toothpaste
himalaya | neem, purifying neem | face wash
lifebuoy | total, total 10 | bathing soap
dove | cream beauty, beauty bar | bathing soap
nivea | soft, nourishing | lotion
surf excel | matic, easy wash, quick wash | detergent
ariel | matic | detergent
tide | plus, double power | detergent powder
rin | advanced | detergent powder
vim | drop | dishwash liquid
harpic | power plus | toilet cleaner
tata tea | gold, agni | tea
brooke bond | red label, taj mahal, 3 roses, three roses | tea
nescafe | classic | instant coffee
nescafe | sunrise | coffee chicory blend
bru | instant, gold | instant coffee
fortune | kachi ghani, kacchi ghani | mustard oil
fortune | sunlite, sun lite | sunflower oil
dhara | kachi ghani, kacchi ghani | mustard oil
saffola | gold, active, total | rice bran oil
aashirvaad | select, sharbati | whole wheat atta
aashirvaad | multigrains | multigrain atta
maggi | 2 minute, two minute | masala noodles
pedigree | dentastix, jerky | dog treats
whiskas | temptations | cat treats
`;
