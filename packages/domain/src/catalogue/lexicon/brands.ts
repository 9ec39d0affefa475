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
godrej no 1, vivel, fiama, patanjali dant kanti, meswak, babool, vicco, mamaearth, wow, biotique
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
toothpaste: colgate, pepsodent, close up, sensodyne, patanjali dant kanti, meswak, babool, vicco
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
