/**
 * Vegetables, greens and fruit (issue 42's grocery lexicon). One group a line, words that mean the same
 * thing: `English | Devanagari | romanised Hindi and other Indian names`, each part comma-separated.
 * Everyday romanisations are also generated from the Devanagari (hinglish.ts), so only the ones that
 * transliteration does not give are listed. A word sits in one group only (lexicon.test.ts).
 */
export const VEGETABLES = `
onion, onions | प्याज, प्याज़, कांदा | pyaz, pyaaz, piyaz, kanda, kaanda, eerulli, vengayam
potato, potatoes | आलू, बटाटा | aloo, alu, aaloo, batata, urulai
tomato, tomatoes | टमाटर | tamatar, tamaatar, tamater, thakkali
ginger | अदरक, अद्रक | adrak, adrakh, shunti, inji
garlic | लहसुन, लसुन, लसण | lehsun, lahsun, lasun, lahsan, bellulli, poondu
green chilli, green chillies, green chili | हरी मिर्च, हरी मिर्ची | hari mirch, hari mirchi, hari mirchee
capsicum, bell pepper, bell peppers, shimla mirch | शिमला मिर्च | simla mirch, shimla mirchi
coriander leaves, cilantro | हरा धनिया, धनिया पत्ता, धनिया पत्ती | hara dhaniya, dhaniya patta, dhania patta, kothimbir, kothamalli
lemon, lemons, lime | नींबू, निम्बू, लिंबू | nimbu, nimboo, limbu, lebu, elumichai
carrot, carrots | गाजर | gajar, gaajar
cucumber, cucumbers | खीरा, ककड़ी | kheera, khira, kakdi, kakri, southekayi
cabbage, patta gobhi, band gobhi | पत्ता गोभी, बंद गोभी, पत्तागोभी, बंदगोभी | patta gobi, band gobi, bandh gobhi, kobi
cauliflower, phool gobhi | फूलगोभी, फूल गोभी, गोभी | phool gobi, phoolgobi, gobhi, gobi, fulgobi
brinjal, brinjals, eggplant, aubergine | बैंगन, बैगन, वांगी | baingan, bengan, baigan, vangi, vankaya, kathirikai
lady finger, ladies finger, okra | भिंडी, भेंडी | bhindi, bhendi, bhindee, vendakkai
spinach | पालक | palak, paalak, keerai
fenugreek leaves, methi leaves | मेथी, मेथी पत्ता | methi, methi saag
french beans, green beans, beans | फली, बीन्स | fali, phali, fansi
green peas, peas | मटर | matar, mattar, mutter
beetroot, beet | चुकंदर, चकुंदर | chukandar, chukander, chakundar
radish, radishes | मूली | mooli, muli, mullangi
bottle gourd, lauki | लौकी, घीया, घिया, दूधी | lauki, ghiya, ghia, dudhi, sorakaya, doodhi
bitter gourd, karela | करेला, करेले | karela, kerala kai, pavakkai, hagalakai
ridge gourd, turai | तोरई, तुरई | tori, toori, turai, beerakaya
pumpkin, red pumpkin | कद्दू, काशीफल | kaddu, kadu, bhopla
ash gourd, white pumpkin | पेठा | petha, kumbalakai
sweet potato, sweet potatoes | शकरकंद, शकरकंदी | shakarkand, shakarkandi, sakarkand, ratalu
mushroom, mushrooms, button mushroom | मशरूम, खुम्बी | khumbi, kumbh
drumstick, drumsticks, moringa | सहजन, सहजन की फली | sahjan, sehjan, saijan, murungakkai, shevga
curry leaves, curry leaf | करी पत्ता, कढ़ी पत्ता, मीठा नीम | kadi patta, kari patta, curry patta, kadhi patta, karivepaku, karuveppilai
mint leaves, mint | पुदीना, पोदीना | pudina, podina, phudina
spring onion, spring onions, green onion | हरा प्याज़, हरा प्याज | hara pyaz, hari pyaz
raw banana, plantain | कच्चा केला | kacha kela, kachcha kela, vazhakkai
colocasia, taro | अरबी, अरवी | arbi, arvi, arbee
yam, elephant foot yam | सूरन, जिमीकंद | suran, jimikand, zimikand
tinda, apple gourd | टिंडा | tinde, tindsi
ivy gourd | कुंदरू, तोंडली | kundru, tondli, tendli, dondakaya
cluster beans | ग्वार फली, गवार | gawar, guar phali, gavar
broad beans | सेम, सेम फली | sem, sem phali, papdi beans
jackfruit, raw jackfruit | कटहल | kathal, katahal, phanas
zucchini | तोरी इतालवी | 
broccoli | ब्रोकली | 
lettuce | सलाद पत्ता | salad patta
baby corn | बेबी कॉर्न | babycorn
sweet corn, sweetcorn, corn cob | भुट्टा, मकई | bhutta, makai, makki
celery | अजमोद पत्ता | ajmod patta
turnip | शलजम | shalgam, shaljam
leek | हरा लहसुन | hara lehsun
bathua | बथुआ | bathuwa
sarson saag, mustard greens | सरसों का साग | sarson saag, sarson ka saag
dill leaves | सोआ, सुआ | suva, soya saag, shepu
amaranth leaves | चौलाई | chaulai, chawli saag, thotakura
raw mango | कच्चा आम, कैरी | kairi, kacha aam, kachcha aam, mangai
`;

export const FRUIT = `
banana, bananas | केला, केले | kela, kele, kella, vazhaipazham, balehannu
apple, apples | सेब | seb, saeb, sebu
orange, oranges | संतरा, नारंगी, संत्रा | santra, santara, narangi, naarangi, kamala
mosambi, sweet lime | मौसमी, मोसंबी | mausambi, musambi, mosambi
pomegranate, pomegranates | अनार, डालिंब | anar, anaar, dalimb, dalimbe, mathulai
papaya, papayas | पपीता | papita, papeeta, papaiya, papaya phal, omakaya
watermelon, watermelons | तरबूज, तरबूज़, कलिंगड | tarbooz, tarbuj, tarbuz, kalingad, kallangadi
muskmelon, melon | खरबूजा, खरबूज | kharbuja, kharbooja, kharbuj
grapes, grape | अंगूर, द्राक्ष | angoor, angur, draksh, draksha
mango, mangoes, mangos | आम, आंबा | aam, aamba, amba, keri, mambazham
alphonso mango, alphonso | हापुस | hapus, haapus
guava, guavas | अमरूद, पेरू | amrood, amrud, peru, jamfal
pineapple | अनानास | ananas, annanas
chikoo, sapota, sapodilla | चीकू | chiku, cheeku, sapota phal
custard apple | शरीफा, सीताफल | sharifa, sitaphal, seetaphal
jamun, java plum | जामुन | jamun phal, naval pazham
litchi, lychee | लीची | lichi, leechi
pear, pears | नाशपाती | nashpati, naspati, nashpaati
plum, plums | आलूबुखारा | aloo bukhara, alubukhara
peach, peaches | आड़ू | aadu, aaru
strawberry, strawberries | स्ट्रॉबेरी | 
kiwi | कीवी | kiwi phal
coconut, tender coconut, coconuts | नारियल, नारळ | nariyal, nariyel, naral, thengai, tengu, elaneer
dragon fruit | ड्रैगन फ्रूट | dragonfruit, pitaya
fig, figs, anjeer | अंजीर | anjir
dates, khajur | खजूर, खारीक | khajoor, kharik, pind khajur
amla, indian gooseberry | आंवला, आँवला | awla, aonla, nellikai
star fruit | कमरख | kamrakh
`;
