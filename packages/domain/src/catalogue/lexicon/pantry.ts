/** Grains, rice, dals, flours, spices, oils and dairy: the grocery lexicon's format (see produce.ts). */
export const GRAINS = `
rice | चावल, भात | chawal, chaawal, chawl, bhaat, arisi, akki, annam
basmati, basmati rice | बासमती, बासमती चावल | basmathi, baasmati
sona masoori, sona masuri | सोना मसूरी | sona masori, sonamasoori, sonamasuri
jeera samba, jeera rice, samba rice | जीरा सांबा | jeerakasala, jeera samba rice
idli rice, idly rice | इडली चावल | idli chawal
ponni rice | पोन्नी | ponni
kolam rice | कोलम | kolam
matta rice, kerala rice | मट्टा चावल | rosematta, kerala matta
brown rice | ब्राउन राइस | brown chawal
red rice | लाल चावल | lal chawal
wheat, whole wheat | गेहूं, गेहूँ | gehun, gehu, gehoon, gehaun, godhi
jowar, sorghum | ज्वार, जोवार | jwar, juwar, jowari, jwari, cholam
bajra, pearl millet | बाजरा, बाजरी | bajri, baajra, kambu, sajje
ragi, finger millet | रागी, नाचनी, मडुआ | nachni, nachani, madua, kezhvaragu
millet, millets | मिलेट, श्री अन्न | siridhanya
oats, oat, rolled oats | ओट्स | 
barley | जौ | jau, jow
quinoa | क्विनोआ | 
poha, flattened rice | पोहा, चिवड़ा | pauwa, chivda, chiwda, aval, avalakki, chura
puffed rice, murmura | मुरमुरा, मुरमुरे, लाई | murmure, kurmura, mandakki, pori, muri
sabudana, sago, tapioca pearls | साबूदाना | sabudaana, sago dana, javvarisi
daliya, broken wheat, dalia | दलिया | dalya, lapsi, godhuma rava
vermicelli, seviyan | सेवई, सेवइयां | sevai, semiya, seviyaan, sewai
pasta, macaroni | पास्ता | 
`;

export const DALS = `
dal, dals, lentil, lentils, pulses | दाल, दालें | daal, dhal, daal dhaan, paruppu
toor, arhar, pigeon pea, pigeon peas | अरहर, तूर, तुअर | tur, tuvar, toovar, tuar, togari
toor dal, arhar dal | अरहर दाल, तूर दाल, तुअर दाल | tur dal, tuvar dal, toovar dal, thuvaram paruppu, togari bele
moong, mung | मूंग, मूँग | moog, pesalu
moong dal, yellow moong dal | मूंग दाल, मूँग दाल | mung dal, moog dal, pesarapappu, hesaru bele
green moong, whole moong, sabut moong | हरी मूंग, साबुत मूंग | hari moong, sabut mung
chana dal, bengal gram | चना दाल | chane ki dal, kadalai paruppu, kadle bele
urad, black gram | उड़द, उरद | udad, udid, urd, ulundu
urad dal | उड़द दाल, उरद दाल | udad dal, udid dal, urd dal, uddina bele
masoor, red lentils, red lentil | मसूर | masur, malka masoor
masoor dal | मसूर दाल | masur dal, masoor daal
rajma, kidney beans, red kidney beans | राजमा | rajmah, razma, raajma
kabuli chana, chickpeas, chickpea, chole, chhole, garbanzo | काबुली चना, छोले, सफ़ेद चना | safed chana, kabli chana, chhola, chholey, choley
black chana, kala chana, brown chickpeas | काला चना, देसी चना | desi chana, kale chane, kadala
chana, gram | चना, चने | channa, chane, chanaa
lobia, black eyed peas, cowpea | लोबिया, चवली | lobiya, chawli, chowli, alasande
moth beans, matki | मोठ, मटकी | moth dal, matki dal
horse gram, kulthi | कुलथी | kulith, hurali, kollu
soya chunks, soya bean, soyabean chunks | सोया बड़ी, सोयाबीन | soya badi, soya bari, soya nuggets
green gram split | छिलका मूंग | chilka moong
peanuts, peanut, groundnut, groundnuts | मूंगफली, मूँगफली, शेंगदाणे | moongphali, mungfali, moongfali, mungphali, shengdana, kadalai, kadlekai
`;

export const FLOURS = `
atta, wheat flour, whole wheat flour, chapati flour | आटा, गेहूं का आटा, गेहूँ का आटा | aata, gehun ka atta, gehu atta, chakki atta, godhi hittu
maida, refined flour, all purpose flour | मैदा | mayda, plain flour
besan, gram flour, chickpea flour | बेसन | basen, kadalai maavu, kadle hittu
sooji, suji, rava, semolina | सूजी, रवा | rawa, soojee, bombay rava, ravva
ragi flour, ragi atta | रागी आटा, नाचनी आटा | nachni atta, ragi hittu
jowar flour, jowar atta | ज्वार आटा, ज्वार का आटा | jwari atta, jowar ka atta
bajra flour, bajra atta | बाजरा आटा, बाजरे का आटा | bajre ka atta, bajri atta
rice flour, rice atta | चावल का आटा | chawal ka atta, akki hittu, arisi maavu
corn flour, cornflour, cornstarch, corn starch | कॉर्नफ्लोर, कॉर्न फ्लोर | makai ka atta
makki atta, maize flour | मक्की का आटा | makki ka atta, makke ka atta
multigrain atta, multigrain flour | मल्टीग्रेन आटा | multi grain atta
singhara atta, water chestnut flour | सिंघाड़ा आटा | singhara, singhade ka atta
kuttu atta, buckwheat flour | कुट्टू का आटा | kuttu, kuttu ka atta
rajgira atta, amaranth flour | राजगिरा | rajgira, ramdana
idli batter, dosa batter | इडली बैटर | idli dosa batter
`;

export const SPICES = `
turmeric, turmeric powder | हल्दी, हलदी | haldi, haldee, haladi, manjal, arishina
red chilli powder, chilli powder, red chilli, lal mirch | लाल मिर्च, लाल मिर्च पाउडर, मिर्ची पाउडर | lal mirchi, mirchi powder, mirch powder, lal mirch powder, kashmiri mirch
chilli, chillies, chili, mirch, mirchi | मिर्च, मिर्ची | mirachi, menasinakai, milagai
coriander powder, dhania powder | धनिया पाउडर, धनिया पिसा | dhaniya powder, dhania pisa, malli podi
coriander, dhania, coriander seeds | धनिया, धनिये | dhaniya, dhaniyaa, kothambari, malli
cumin, jeera, cumin seeds, jeera powder, cumin powder | जीरा, ज़ीरा, जीरा पाउडर | zeera, jira, jeeraa, jeerige, seeragam
garam masala | गरम मसाला | garam masaala, garam masal
chole masala, chana masala, chhole masala | छोले मसाला, चना मसाला | chole ka masala
pav bhaji masala | पाव भाजी मसाला | pavbhaji masala, paav bhaji masala
sambar powder, sambar masala, sambhar masala | सांभर मसाला | sambhar powder, sambar podi, sambaar
rasam powder | रसम पाउडर | rasam podi, saaru pudi
biryani masala | बिरयानी मसाला | biriyani masala, biriani masala, briyani masala
chicken masala | चिकन मसाला | murgh masala
meat masala, mutton masala | मीट मसाला | gosht masala
kitchen king masala | किचन किंग | kitchen king
chaat masala | चाट मसाला | chat masala
masala, spices, spice | मसाला, मसाले | masale, masaala, masalay
black pepper, pepper | काली मिर्च | kali mirch, kaali mirch, gol mirch, milagu, menasu
cardamom, green cardamom, elaichi | इलायची, इलाइची, छोटी इलायची | ilaichi, elachi, ilayachi, yelakki, elakkai
black cardamom | बड़ी इलायची | badi elaichi, moti elaichi
cloves, clove | लौंग | laung, loung, lavang, grambu
cinnamon | दालचीनी | dalchini, daalchini, pattai
bay leaf, bay leaves | तेजपत्ता, तेज पत्ता | tej patta, tejpatta, tamal patra
mustard seeds, rai | राई, सरसों के बीज | sarson dana, rai dana, kadugu, sasive
fenugreek seeds | मेथी दाना | methi dana, methi seeds, vendhayam
carom seeds, ajwain | अजवाइन, अजवायन | ajwain, ajwan, ajowan, omam, carom
fennel seeds, saunf | सौंफ | saunf, sounf, sombu, badishep
asafoetida, hing | हींग | hing, heeng, perungayam, ingu
nutmeg | जायफल | jaiphal, jayphal, jathikai
mace | जावित्री | javitri, jaavitri
star anise | चक्र फूल | chakra phool, badiyan
dry ginger powder | सोंठ | sonth, saunth, sukku
kasuri methi, dried fenugreek leaves | कसूरी मेथी | kasoori methi
amchur, dry mango powder | अमचूर | amchoor, aamchur
tamarind | इमली | imli, imali, puli, hunase
kalonji, nigella seeds | कलौंजी | kalaunji, onion seeds
poppy seeds | खसखस | khaskhas, khus khus, posto, gasagase
sesame seeds, til | तिल | til dana, ellu, safed til
saffron, kesar | केसर | kesar, zafran, keshar
black salt | काला नमक | kala namak, sanchal
rock salt, sendha namak | सेंधा नमक | sendha, sendha namak
salt, iodised salt, table salt | नमक, नून | namak, nimak, noon, uppu
sugar | चीनी, शक्कर | cheeni, chini, shakkar, sakhar, sakkare
jaggery | गुड़, गुड़, गुळ | gud, gur, gurh, gul, bella, vellam
honey | शहद, मधु | shahad, shahed, madhu, jenu
`;
